import { describe, expect, it } from 'vitest';
import { initialScripts } from './bundle-figures.ts';

describe('initialScripts', () => {
  it('finds the module entry and the chunks preloaded with it', () => {
    const html = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-123.js">
    <link rel="stylesheet" href="/assets/index.css">
    <link rel="modulepreload" crossorigin href="/assets/router-456.js">
    </head></html>`;
    expect(initialScripts(html)).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/react-123.js', '/assets/router-456.js'],
    });
  });

  it('refuses a page without a module script', () => {
    expect(() => initialScripts('<html></html>')).toThrow(/no module script/);
  });
});
