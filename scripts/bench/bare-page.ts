import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * The baseline of the paint figures: a bare React page (one heading) built by Vite into
 * `outDir`, served under `base` by the same server as the app. Its source is written next to it
 * at run time, inside the repository so that `react` resolves from its node_modules.
 */
export async function buildBarePage(workDir: string, base: string): Promise<string> {
  const srcDir = join(workDir, 'bare-src');
  const outDir = join(workDir, 'bare-dist');
  mkdirSync(srcDir, { recursive: true });
  writeFileSync(
    join(srcDir, 'index.html'),
    `<!doctype html>
<html lang="fi">
  <head><meta charset="UTF-8" /><title>Bare React</title></head>
  <body><div id="root"></div><script type="module" src="./main.js"></script></body>
</html>
`,
  );
  writeFileSync(
    join(srcDir, 'main.js'),
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('h1', null, 'Vertaislaina'));
`,
  );
  await build({
    root: srcDir,
    base,
    logLevel: 'warn',
    configFile: false,
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
