import { parse } from 'yaml';
import { z } from 'zod';
import { isLoopbackHostname } from '../settings/secure-url.ts';
import { parseVersion } from './version.ts';

/**
 * electron-updater's generic provider, read by hand: a folder on a web server (the feed URL)
 * holds a channel file — `latest.yml` on Windows, `latest-mac.yml`, `latest-linux.yml`
 * (`latest-linux-arm64.yml` and so on off x64) — written by electron-builder's `generic`
 * publisher, naming the version and the installers with their sha512 (base64) and size.
 * File URLs are relative to the feed URL.
 */

export interface UpdateFile {
  url: URL;
  /** sha512 of the file, base64 (electron-builder) or hex (older tools), as the feed wrote it. */
  sha512: string;
  /** Bytes; absent only in the deprecated single-file form (`path` + `sha512`). */
  size: number | null;
}

export interface UpdateInfo {
  version: string;
  releaseDate: string | null;
  files: Array<{ url: string; sha512: string; size: number | null }>;
}

export type FeedPlatform = 'win32' | 'darwin' | 'linux';

export const MAX_CHANNEL_FILE_BYTES = 1024 * 1024;

/**
 * Whether loopback http feeds are honoured: only in an unpackaged app (development and the
 * tests' 127.0.0.1 feeds). In an installed app an update is code it will run, and anyone on the
 * machine can listen on a loopback port, so every feed is https.
 */
export type LoopbackHttp = 'allowed' | 'refused';

/**
 * The secure-URL rule of `settings/secure-url.ts` for a URL the update service requests, on the
 * first request and on every redirect hop: https, or http to loopback where `loopbackHttp`
 * allows it; no credentials. (A query is allowed: feeds use signed URLs and `noCache`.)
 */
export function isSecureUpdateUrl(url: URL, loopbackHttp: LoopbackHttp): boolean {
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && loopbackHttp === 'allowed' && isLoopbackHostname(url.hostname);
}

/**
 * The feed's folder URL with a trailing slash (without it `new URL('latest.yml', base)` would
 * drop the last path segment). https only, except on loopback where allowed; no credentials or
 * fragment.
 */
export function feedBaseUrl(raw: string, loopbackHttp: LoopbackHttp): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.hash !== '' || !isSecureUpdateUrl(url, loopbackHttp)) return null;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * Where the channel file may come from, on every hop: the feed's own origin. It names the
 * installer's sha512, so it is the root of trust: an open redirect on the feed's host must not
 * hand it to another.
 */
export const channelFileUrlAllowed =
  (base: URL, loopbackHttp: LoopbackHttp) =>
  (url: URL): boolean =>
    isSecureUpdateUrl(url, loopbackHttp) && url.origin === base.origin;

/**
 * Where an installer may come from, on every hop: https anywhere (a CDN; its sha512 is the
 * channel file's), plain http only on the feed's own loopback origin.
 */
export const updateFileUrlAllowed =
  (base: URL, loopbackHttp: LoopbackHttp) =>
  (url: URL): boolean =>
    isSecureUpdateUrl(url, loopbackHttp) &&
    (url.protocol === 'https:' || url.origin === base.origin);

export function channelFileName(platform: FeedPlatform, arch: string): string {
  if (platform === 'darwin') return 'latest-mac.yml';
  if (platform === 'linux') return arch === 'x64' ? 'latest-linux.yml' : `latest-linux-${arch}.yml`;
  return 'latest.yml';
}

/**
 * The channel file's URL. Like electron-updater, a query on the feed URL is kept (a signed or
 * token URL); otherwise a `noCache` query keeps proxies and CDNs from answering with an old file.
 */
export function channelFileUrl(base: URL, fileName: string, now: number): URL {
  const url = new URL(fileName, base);
  url.search = base.search !== '' ? base.search : `noCache=${now.toString(32)}`;
  return url;
}

const SHA512_BASE64 = /^[A-Za-z0-9+/]{86}==$/;
const SHA512_HEX = /^[0-9a-fA-F]{128}$/;

/** The 64 digest bytes of a feed's sha512, or null when it is neither base64 nor hex. */
export function sha512Bytes(text: string): Buffer | null {
  if (SHA512_BASE64.test(text)) return Buffer.from(text, 'base64');
  if (SHA512_HEX.test(text)) return Buffer.from(text, 'hex');
  return null;
}

const sha512Text = z.string().refine((v) => sha512Bytes(v) !== null, 'a sha512 digest');
const fileSchema = z.object({
  url: z.string().min(1),
  sha512: sha512Text,
  size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});
const channelSchema = z.object({
  version: z.string().refine((v) => parseVersion(v) !== null, 'a semantic version'),
  files: z.array(fileSchema).optional(),
  /** Deprecated single-file form, still read by electron-updater when `files` is empty. */
  path: z.string().min(1).optional(),
  sha512: sha512Text.optional(),
  releaseDate: z.string().optional().catch(undefined),
});

export type ParsedChannel = { ok: true; info: UpdateInfo } | { ok: false; problem: string };

/** Parses a channel file's text. Aliases are refused (no entity-expansion bombs). */
export function parseChannelFile(text: string): ParsedChannel {
  if (text.length > MAX_CHANNEL_FILE_BYTES) return { ok: false, problem: 'too large' };
  let raw: unknown;
  try {
    raw = parse(text, { maxAliasCount: 0 });
  } catch (error) {
    return { ok: false, problem: `not YAML (${error instanceof Error ? error.name : 'error'})` };
  }
  const parsed = channelSchema.safeParse(raw);
  if (!parsed.success) {
    const problem = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    return { ok: false, problem };
  }
  const { version, files, path, sha512, releaseDate } = parsed.data;
  const listed = (files ?? []).map((file) => ({ ...file, size: file.size ?? null }));
  if (listed.length === 0 && path !== undefined && sha512 !== undefined) {
    listed.push({ url: path, sha512, size: null });
  }
  if (listed.length === 0) return { ok: false, problem: 'no files' };
  return { ok: true, info: { version, releaseDate: releaseDate ?? null, files: listed } };
}

/**
 * The installer to download: the first listed file whose name ends with one of `extensions`
 * (in the installer's order of preference), resolved against the feed, where
 * `updateFileUrlAllowed` allows it.
 */
export function pickUpdateFile(
  info: UpdateInfo,
  base: URL,
  extensions: readonly string[],
  loopbackHttp: LoopbackHttp,
): UpdateFile | null {
  const allowed = updateFileUrlAllowed(base, loopbackHttp);
  const resolved = info.files.flatMap((file) => {
    let url: URL;
    try {
      url = new URL(file.url, base);
    } catch {
      return [];
    }
    if (!allowed(url)) return [];
    if (url.search === '' && base.search !== '') url.search = base.search;
    return [{ url, sha512: file.sha512, size: file.size }];
  });
  for (const extension of extensions) {
    const suffix = `.${extension.toLowerCase()}`;
    const match = resolved.find((file) => file.url.pathname.toLowerCase().endsWith(suffix));
    if (match) return match;
  }
  return null;
}
