import { describe, expect, it } from 'vitest';
import { resolveAppPath } from './app-path.ts';

const ROOT = '/opt/app/out/renderer';
const FILES = new Set([
  `${ROOT}/index.html`,
  `${ROOT}/assets/index-abc.js`,
  `${ROOT}/fonts/a b.woff2`,
]);
const isFile = (p: string) => FILES.has(p);
const r = (url: string) => resolveAppPath(ROOT, url, isFile);

describe('resolveAppPath', () => {
  it('serves files and index.html for router paths', () => {
    expect(r('app://vertaislaina/')).toBe(`${ROOT}/index.html`);
    expect(r('app://vertaislaina')).toBe(`${ROOT}/index.html`);
    expect(r('app://vertaislaina/index.html')).toBe(`${ROOT}/index.html`);
    expect(r('app://vertaislaina/assets/index-abc.js')).toBe(`${ROOT}/assets/index-abc.js`);
    expect(r('app://vertaislaina/fonts/a%20b.woff2')).toBe(`${ROOT}/fonts/a b.woff2`);
    expect(r('app://vertaislaina/dashboard/investor?tab=1#x')).toBe(`${ROOT}/index.html`);
    expect(r('app://vertaislaina/auth/callback')).toBe(`${ROOT}/index.html`);
  });

  it('404s missing assets', () => {
    expect(r('app://vertaislaina/assets/missing.js')).toBeNull();
  });

  it.each([
    'app://vertaislaina/..%2f..%2fetc%2fpasswd',
    'app://vertaislaina/assets/..%2F..%2F..%2Fmain%2Findex.js',
    'app://vertaislaina/%2E%2E%5C..%5Cwindows',
    'app://vertaislaina/a%00.js',
    'app://vertaislaina/%E0%A4%A',
    'app://vertaislaina/..%2frenderer-evil/x.js',
    'app://evil/index.html',
    'app://vertaislaina.evil/index.html',
    'file:///opt/app/out/renderer/index.html',
    'https://vertaislaina/index.html',
    'not a url',
  ])('refuses %s', (url) => {
    expect(r(url)).toBeNull();
  });

  it('lets the URL parser collapse plain dot segments inside root', () => {
    expect(r('app://vertaislaina/../../etc/passwd')).toBe(`${ROOT}/index.html`);
    expect(r('app://vertaislaina/%2e%2e/%2e%2e/etc/passwd')).toBe(`${ROOT}/index.html`);
    expect(r('app://vertaislaina/assets/../assets/index-abc.js')).toBe(
      `${ROOT}/assets/index-abc.js`,
    );
  });
});
