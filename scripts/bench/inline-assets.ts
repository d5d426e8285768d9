/**
 * Vite's `?inline` asset imports in plain Node, so that the bench can load the renderer's PDF
 * module as the app does: the file becomes a module whose default export is its data URL.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const INLINE = '?inline';

/** The types Vite (mrmime) gives the assets the renderer inlines. */
const TYPES: Readonly<Record<string, string>> = {
  ttf: 'font/ttf',
  woff2: 'font/woff2',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/** The module Vite makes of an inlined file: its bytes as a base64 data URL. */
export function inlineModuleSource(path: string, bytes: Uint8Array): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const type = TYPES[extension] ?? 'application/octet-stream';
  const url = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  return `export default ${JSON.stringify(url)};\n`;
}

let registered = false;

/** Maps `…?inline` imports to their data URL for the rest of the process (once). */
export function registerInlineAssets(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!specifier.endsWith(INLINE)) return nextResolve(specifier, context);
      const file = nextResolve(specifier.slice(0, -INLINE.length), context);
      return { url: `${file.url}${INLINE}`, format: 'module', shortCircuit: true };
    },
    load(url, context, nextLoad) {
      if (!url.endsWith(INLINE)) return nextLoad(url, context);
      const path = fileURLToPath(url.slice(0, -INLINE.length));
      const source = inlineModuleSource(path, readFileSync(path));
      return { format: 'module', source, shortCircuit: true };
    },
  });
}
