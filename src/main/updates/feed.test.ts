import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  channelFileName,
  channelFileUrl,
  feedBaseUrl,
  parseChannelFile,
  pickUpdateFile,
  sha512Bytes,
} from './feed.ts';

const digest = createHash('sha512').update('installer').digest();
const SHA = digest.toString('base64');

// As electron-builder 26 writes it for an NSIS build published to a generic feed.
const LATEST_YML = `version: 0.2.0
files:
  - url: Vertaislaina-Setup-0.2.0.exe
    sha512: ${SHA}
    size: 81234567
  - url: Vertaislaina-0.2.0.msi
    sha512: ${SHA}
    size: 90000000
path: Vertaislaina-Setup-0.2.0.exe
sha512: ${SHA}
releaseDate: '2026-11-20T10:00:00.000Z'
`;

describe('feedBaseUrl', () => {
  it('keeps an https folder and ends it with a slash', () => {
    expect(feedBaseUrl('https://updates.example.fi/desktop', 'refused')?.href).toBe(
      'https://updates.example.fi/desktop/',
    );
    expect(feedBaseUrl('http://127.0.0.1:8123/feed/', 'allowed')?.href).toBe(
      'http://127.0.0.1:8123/feed/',
    );
  });

  it.each(['http://127.0.0.1:8123/feed/', 'http://localhost/feed', 'http://[::1]:9/'])(
    'refuses the loopback http feed %s in a packaged app',
    (raw) => {
      expect(feedBaseUrl(raw, 'refused')).toBeNull();
    },
  );

  it.each([
    'http://updates.example.fi/desktop',
    'ftp://updates.example.fi/',
    'file:///etc/feed/',
    'https://user:pw@updates.example.fi/',
    'https://updates.example.fi/#x',
    'not a url',
  ])('refuses %s', (raw) => {
    expect(feedBaseUrl(raw, 'allowed')).toBeNull();
  });
});

describe('channelFileName', () => {
  it('names the files electron-builder publishes per platform and arch', () => {
    expect(channelFileName('win32', 'x64')).toBe('latest.yml');
    expect(channelFileName('win32', 'arm64')).toBe('latest.yml');
    expect(channelFileName('darwin', 'arm64')).toBe('latest-mac.yml');
    expect(channelFileName('linux', 'x64')).toBe('latest-linux.yml');
    expect(channelFileName('linux', 'arm64')).toBe('latest-linux-arm64.yml');
  });
});

describe('channelFileUrl', () => {
  it('adds a cache-busting query, or keeps the feed’s own query', () => {
    const now = Date.UTC(2026, 10, 27);
    const plain = feedBaseUrl('https://u.example.fi/feed', 'refused');
    const signed = feedBaseUrl('https://u.example.fi/feed/?sig=abc', 'refused');
    if (!plain || !signed) throw new Error('base');
    expect(channelFileUrl(plain, 'latest.yml', now).href).toBe(
      `https://u.example.fi/feed/latest.yml?noCache=${now.toString(32)}`,
    );
    expect(channelFileUrl(signed, 'latest.yml', now).href).toBe(
      'https://u.example.fi/feed/latest.yml?sig=abc',
    );
  });
});

describe('parseChannelFile', () => {
  it('reads version, files and release date', () => {
    expect(parseChannelFile(LATEST_YML)).toEqual({
      ok: true,
      info: {
        version: '0.2.0',
        releaseDate: '2026-11-20T10:00:00.000Z',
        files: [
          { url: 'Vertaislaina-Setup-0.2.0.exe', sha512: SHA, size: 81234567 },
          { url: 'Vertaislaina-0.2.0.msi', sha512: SHA, size: 90000000 },
        ],
      },
    });
  });

  it('falls back to the deprecated path and sha512 when files is missing', () => {
    const result = parseChannelFile(`version: 0.2.0\npath: app.AppImage\nsha512: ${SHA}\n`);
    expect(result).toMatchObject({
      ok: true,
      info: { files: [{ url: 'app.AppImage', sha512: SHA, size: null }] },
    });
  });

  it.each([
    ['not YAML', 'version: [0.2.0\n'],
    ['no version', `files:\n  - url: a.exe\n    sha512: ${SHA}\n`],
    ['a version that is not semver', `version: latest\npath: a.exe\nsha512: ${SHA}\n`],
    ['a number as version', `version: 2.0\npath: a.exe\nsha512: ${SHA}\n`],
    ['no files', 'version: 0.2.0\n'],
    ['a bad digest', 'version: 0.2.0\nfiles:\n  - url: a.exe\n    sha512: abc\n'],
    [
      'a negative size',
      `version: 0.2.0\nfiles:\n  - url: a.exe\n    sha512: ${SHA}\n    size: -1\n`,
    ],
    ['a list', '- 1\n- 2\n'],
    ['aliases', `a: &a [x]\nversion: 0.2.0\npath: a.exe\nsha512: ${SHA}\nb: *a\n`],
  ])('refuses %s', (_name, text) => {
    expect(parseChannelFile(text).ok).toBe(false);
  });
});

describe('sha512Bytes', () => {
  it('decodes base64 (electron-builder) and hex', () => {
    expect(sha512Bytes(SHA)?.equals(digest)).toBe(true);
    expect(sha512Bytes(digest.toString('hex'))?.equals(digest)).toBe(true);
    expect(sha512Bytes(SHA.slice(1))).toBeNull();
  });
});

describe('pickUpdateFile', () => {
  const parsed = parseChannelFile(LATEST_YML);
  if (!parsed.ok) throw new Error(parsed.problem);
  const base = feedBaseUrl('https://u.example.fi/feed/', 'refused');
  if (!base) throw new Error('base');

  it('takes the installer’s preferred kind, resolved against the feed', () => {
    expect(pickUpdateFile(parsed.info, base, ['msi', 'exe'], 'refused')).toEqual({
      url: new URL('https://u.example.fi/feed/Vertaislaina-0.2.0.msi'),
      sha512: SHA,
      size: 90000000,
    });
    expect(pickUpdateFile(parsed.info, base, ['exe'], 'refused')?.url.href).toBe(
      'https://u.example.fi/feed/Vertaislaina-Setup-0.2.0.exe',
    );
    expect(pickUpdateFile(parsed.info, base, ['AppImage'], 'refused')).toBeNull();
  });

  it('refuses plain http away from the feed’s loopback origin', () => {
    const info = {
      ...parsed.info,
      files: [{ url: 'http://evil.example/a.exe', sha512: SHA, size: 1 }],
    };
    expect(pickUpdateFile(info, base, ['exe'], 'refused')).toBeNull();
    const local = feedBaseUrl('http://127.0.0.1:9/feed/', 'allowed');
    if (!local) throw new Error('base');
    expect(pickUpdateFile(parsed.info, local, ['exe'], 'allowed')?.url.href).toBe(
      'http://127.0.0.1:9/feed/Vertaislaina-Setup-0.2.0.exe',
    );
    expect(pickUpdateFile(parsed.info, local, ['exe'], 'refused')).toBeNull();
  });
});
