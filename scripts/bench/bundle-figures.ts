import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  entry: string;
  entryGzip: number;
  /** The entry and the chunks index.html preloads with it: all the JavaScript of the first paint. */
  initialGzip: number;
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The script and modulepreload paths an index.html names, entry first. */
export function initialScripts(html: string): { entry: string; preloads: string[] } {
  const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (entry === undefined) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return { entry, preloads };
}

/** Sizes from the build output in `distDir` (gzip level 9, as a server would send it). */
export function measureBundle(distDir: string): BundleFigures {
  const { entry, preloads } = initialScripts(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const file = (src: string) => join(distDir, src.replace(/^\.?\//, ''));
  const entryGzip = gzipSize(file(entry));
  const initialGzip = preloads.reduce((sum, src) => sum + gzipSize(file(src)), entryGzip);
  return { entry, entryGzip, initialGzip };
}
