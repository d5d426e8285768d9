import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css.ts';

function chunk(fileName: string, facadeModuleId: string, css: string[]): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: true,
    facadeModuleId,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source }) as unknown as OutputAsset;

/** The plugin's two hooks, called as Vite calls them: the bundle first, then the page. */
function run(bundle: OutputBundle, html: string): string {
  const plugin = inlineEntryCss();
  const generate = plugin.generateBundle as { handler: (o: unknown, b: OutputBundle) => void };
  generate.handler({}, bundle);
  const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
  return transform.handler(html);
}

describe('inlineEntryCss', () => {
  it('puts the page entry’s styles in its head and out of every chunk’s preload list', () => {
    const entry = chunk('assets/index.js', '/app/src/renderer/index.html', ['assets/index.css']);
    const bundle: OutputBundle = {
      'assets/index.js': entry,
      'assets/index.css': asset('assets/index.css', '.shell{display:flex}'),
      'assets/page.css': asset('assets/page.css', '.page{color:red}'),
    };
    const html = run(bundle, '<html><head><title>x</title></head><body></body></html>');
    expect(html).toBe(
      '<html><head><title>x</title>  <style>.shell{display:flex}</style>\n  </head><body></body></html>',
    );
    // Vite writes the page's <link> and the lazy chunks' preloads from this set: now empty.
    expect([...(entry.viteMetadata?.importedCss ?? [])]).toEqual([]);
    expect(Object.keys(bundle)).toEqual(['assets/index.js', 'assets/page.css']);
  });

  it('leaves the styles of other entries (a worker, a script) alone', () => {
    const worker = chunk('assets/worker.js', '/app/src/worker.ts', ['assets/worker.css']);
    const bundle: OutputBundle = {
      'assets/worker.js': worker,
      'assets/worker.css': asset('assets/worker.css', '.w{}'),
    };
    expect(run(bundle, '<head></head>')).toBe('<head></head>');
    expect([...(worker.viteMetadata?.importedCss ?? [])]).toEqual(['assets/worker.css']);
  });
});
