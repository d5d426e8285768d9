import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

/**
 * main: ESM (package.json has "type": "module"), out/main/index.js; keytar (optional, native)
 * stays external like the dependencies.
 * preload: a sandboxed preload cannot be an ES module, so it is one CommonJS file,
 * out/preload/index.cjs, with everything but `electron` bundled in.
 * renderer: src/renderer/index.html with React, out/renderer (served from app://vertaislaina/).
 */
export default defineConfig({
  main: {
    build: {
      externalizeDeps: { include: ['keytar'] },
      rolldownOptions: { input: { index: resolve('src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react()],
    build: {
      rolldownOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
