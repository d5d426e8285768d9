import type { FeedRelease } from './ports.ts';

/**
 * The feed URL electron-updater may read (electron-builder's generic provider: `latest.yml`,
 * `latest-mac.yml` or `latest-linux.yml` below it): https only, an update being code the app
 * will run; no credentials, which would end up in logs; no fragment. Null when it is not that.
 * The policy also accepts loopback http, for a development build, which never updates itself.
 */
export function httpsFeedUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hash !== '') {
    return null;
  }
  // The generic provider resolves file names against the folder, as here.
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * Whether every file the release names is fetched over https. A name is relative to the feed;
 * an absolute URL may point to any https host (a CDN: the sha512 beside it came from the feed),
 * never to plain http or another scheme.
 */
export function releaseFilesOverHttps(release: FeedRelease, feed: URL): boolean {
  const urls = release.files.length > 0 ? release.files.map((file) => file.url) : [release.path];
  return urls.every((name) => {
    if (name === undefined) return false;
    try {
      const url = new URL(name, feed);
      return url.protocol === 'https:' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  });
}
