import type { Plugin } from 'vite';

const HTML_ENTRY = /\.html$/;

/**
 * Build only: the stylesheet of index.html's entry chunk (the start-up shell's styles: the design
 * tokens, the page's base, the frame and the spinner) goes into the page as a `<style>`, so the
 * first paint waits for no stylesheet request. The other chunks' styles load with their chunks
 * and never block it.
 *
 * Before Vite writes the page's `<link>` and the lazy chunks' preload lists, the entry's CSS
 * files are taken out of its chunk's metadata (generateBundle, `pre`): no `<link>` is written,
 * and a lazy chunk that imports the entry does not load the same file again. The page then gets
 * their text in its head (transformIndexHtml, `post`).
 */
export function inlineEntryCss(): Plugin {
  let inlined: string[] = [];
  return {
    name: 'vertaislaina:inline-entry-css',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        inlined = [];
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          if (!HTML_ENTRY.test(chunk.facadeModuleId ?? '')) continue;
          const css = chunk.viteMetadata?.importedCss;
          for (const fileName of css ?? []) {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') continue;
            inlined.push(String(asset.source));
            css?.delete(fileName);
            delete bundle[fileName];
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (inlined.length === 0) return html;
        return html.replace('</head>', `  <style>${inlined.join('\n')}</style>\n  </head>`);
      },
    },
  };
}
