import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { inlineEntryCss } from './scripts/vite/inline-entry-css.ts';
import { startCodeSplitting } from './scripts/vite/start-chunks.ts';

/**
 * main: ESM (package.json has "type": "module"), out/main/index.js; keytar (optional, native)
 * stays external like the dependencies.
 * preload: a sandboxed preload cannot be an ES module, so it is one CommonJS file,
 * out/preload/index.cjs, with everything but `electron` bundled in.
 * renderer: src/renderer/index.html with React, out/renderer (served from app://vertaislaina/);
 * the entry's styles inline in the page (scripts/vite/inline-entry-css.ts).
 */
export default defineConfig({
  main: {
    build: {
      // zod and electron-store (with conf, ajv and semver) are bundled in: loaded as separate
      // files they were 250 modules read before the window (issue 23 §4).
      externalizeDeps: { include: ['keytar'], exclude: ['zod', 'electron-store'] },
      // The sandbox's seed worker is an entry of its own: a worker thread runs a whole file.
      rolldownOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          'sandbox-seed-worker': resolve('src/sandbox/world/seed-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react(), inlineEntryCss()],
    // ES module workers (as spawn-worker.ts starts them): unlike the default IIFE, they can load
    // a part on demand (the loader's tax job).
    worker: { format: 'es' },
    build: {
      // electron-vite leaves the renderer unminified: its entry was 583 kB to parse at every
      // start, against web mode's 227 kB of the same code.
      minify: true,
      rolldownOptions: {
        input: { index: resolve('src/renderer/index.html') },
        output: { codeSplitting: startCodeSplitting(resolve('src/renderer/src')) },
      },
    },
  },
});
