import { describe, expect, it } from 'vitest';
import { httpsFeedUrl, releaseFilesOverHttps } from './feed-url.ts';

describe('httpsFeedUrl', () => {
  it('keeps an https folder, ending it with a slash as the generic provider reads it', () => {
    expect(httpsFeedUrl(' https://updates.example.fi/desktop ')?.href).toBe(
      'https://updates.example.fi/desktop/',
    );
    expect(httpsFeedUrl('https://updates.example.fi/desktop/')?.href).toBe(
      'https://updates.example.fi/desktop/',
    );
  });

  it.each([
    ['plain http', 'http://updates.example.fi/desktop'],
    ['http on loopback', 'http://localhost:8080/'],
    ['another scheme', 'file:///srv/updates/'],
    ['credentials', 'https://user:pass@updates.example.fi/'],
    ['a fragment', 'https://updates.example.fi/desktop#x'],
    ['no URL', 'updates.example.fi'],
  ])('refuses %s', (_case, raw) => {
    expect(httpsFeedUrl(raw)).toBeNull();
  });
});

describe('releaseFilesOverHttps', () => {
  const feed = new URL('https://updates.example.fi/desktop/');
  const release = (...urls: string[]) => ({
    version: '0.2.0',
    files: urls.map((url) => ({ url })),
  });

  it('accepts names below the feed and absolute https URLs (a CDN)', () => {
    expect(releaseFilesOverHttps(release('Vertaislaina-0.2.0-mac-arm64.zip'), feed)).toBe(true);
    expect(releaseFilesOverHttps(release('https://cdn.example.net/v/0.2.0.exe'), feed)).toBe(true);
  });

  it('refuses any file over plain http, another scheme or with credentials', () => {
    const ok = 'Vertaislaina-0.2.0-win-x64.exe';
    expect(releaseFilesOverHttps(release(ok, 'http://cdn.example.net/a.exe'), feed)).toBe(false);
    expect(releaseFilesOverHttps(release('file:///tmp/a.exe'), feed)).toBe(false);
    expect(releaseFilesOverHttps(release('https://u:p@cdn.example.net/a.exe'), feed)).toBe(false);
  });

  it('reads the deprecated single path when files is empty, and refuses a release with neither', () => {
    const single = { version: '0.2.0', files: [], path: 'http://cdn.example.net/a.exe' };
    expect(releaseFilesOverHttps(single, feed)).toBe(false);
    expect(releaseFilesOverHttps({ ...single, path: 'a.exe' }, feed)).toBe(true);
    expect(releaseFilesOverHttps({ version: '0.2.0', files: [] }, feed)).toBe(false);
  });
});
