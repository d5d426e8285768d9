import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { inlineEntryCss } from './scripts/vite/inline-entry-css.ts';
import { startCodeSplitting } from './scripts/vite/start-chunks.ts';

/**
 * Web mode: the renderer in a browser, talking to an embedded sandbox through a same-origin
 * proxy (`/api`, `/__sandbox`), with the web implementation of the bridge. Used by
 * `npm run web` for development and by the Playwright end-to-end suite.
 */
const rendererRoot = fileURLToPath(new URL('./src/renderer', import.meta.url));
const outDir = fileURLToPath(new URL('./dist-web', import.meta.url));
const rendererSrc = fileURLToPath(new URL('./src/renderer/src', import.meta.url));

export default defineConfig(async ({ command }) => {
  const base = {
    root: rendererRoot,
    plugins: [react(), inlineEntryCss()],
    // ES module workers (as spawn-worker.ts starts them): unlike the default IIFE, they can load
    // a part on demand (the loader's tax job).
    worker: { format: 'es' as const },
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: startCodeSplitting(rendererSrc) } },
    },
  };
  if (command !== 'serve') return base;

  const { createSandbox } = await import('./src/sandbox/server.ts');
  const sandbox = await createSandbox({
    port: Number(process.env.WEB_SANDBOX_PORT ?? 0),
    dbPath: process.env.WEB_SANDBOX_DB ?? ':memory:',
    // The end-to-end run chooses one and sends it with its control calls; else a random one.
    // The proxy passes the caller's x-sandbox-secret header on and never adds one itself.
    controlSecret: process.env.SANDBOX_CONTROL_SECRET || undefined,
  });
  console.log(`Sandbox marketplace API for web mode: ${sandbox.url}`);
  console.log(`Sandbox control secret (header x-sandbox-secret): ${sandbox.controlSecret}`);
  const proxy = {
    '/api': { target: sandbox.url, changeOrigin: true },
    '/__sandbox': { target: sandbox.url, changeOrigin: false },
  };
  return { ...base, server: { proxy }, preview: { proxy } };
});
