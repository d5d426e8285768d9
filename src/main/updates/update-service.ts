import { mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../log.ts';
import { downloadUpdateFile, verifyUpdateFile } from './download.ts';
import type { FeedPlatform, LoopbackHttp, UpdateFile } from './feed.ts';
import {
  channelFileName,
  channelFileUrl,
  channelFileUrlAllowed,
  feedBaseUrl,
  MAX_CHANNEL_FILE_BYTES,
  parseChannelFile,
  pickUpdateFile,
  updateFileUrlAllowed,
} from './feed.ts';
import type { UpdatePolicy } from './policy.ts';
import type {
  ConfirmRestart,
  FetchLike,
  FetchResponse,
  Scheduler,
  UpdateInstaller,
  UpdateVerifier,
} from './ports.ts';
import { fetchFollowing } from './redirects.ts';
import { isNewerVersion } from './version.ts';

export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
const FEED_TIMEOUT_MS = 30_000;
const DOWNLOAD_TIMEOUT_MS = 60 * 60 * 1000;
const FILE_PREFIX = 'update-';

export type UpdateFailure =
  | 'feed-url'
  | 'feed-unreachable'
  | 'feed-http'
  | 'feed-invalid'
  | 'feed-redirect'
  | 'no-file'
  | 'download'
  | 'redirect'
  | 'size'
  | 'checksum'
  | 'signature'
  | 'disk'
  | 'install';

export type UpdateCheckResult =
  | { status: 'disabled' }
  | { status: 'up-to-date'; latest: string }
  /** Downloaded and verified; the user chose to restart later (asked again at the next check). */
  | { status: 'declined'; version: string }
  /** Handed to the installer, which restarts the app. */
  | { status: 'installing'; version: string }
  | { status: 'failed'; reason: UpdateFailure };

export interface UpdateServiceDeps {
  policy: UpdatePolicy;
  /** `allowed` only in an unpackaged app: see `LoopbackHttp`. */
  loopbackHttp: LoopbackHttp;
  currentVersion: string;
  platform: FeedPlatform;
  arch: string;
  fetch: FetchLike;
  scheduler: Scheduler;
  /** A folder of this user's own (e.g. under userData) where downloads wait for the answer. */
  downloadFolder: string;
  verifier: UpdateVerifier;
  installer: UpdateInstaller;
  confirmRestart: ConfirmRestart;
  log: Logger;
  /** Every finished check, scheduled or not (for logs, a menu item, tests). */
  onResult?: (result: UpdateCheckResult) => void;
  checkIntervalMs?: number;
}

export interface UpdateService {
  /** Checks now and then every 24 h; does nothing at all when the policy says off. */
  start(): void;
  /** One check (joins the one running, if any). */
  checkNow(): Promise<UpdateCheckResult>;
  /** Cancels the timer and any download. */
  stop(): void;
}

interface Pending {
  version: string;
  file: UpdateFile;
  path: string;
}

const failed = (reason: UpdateFailure): UpdateCheckResult => ({ status: 'failed', reason });

/** The body as UTF-8, or null as soon as it passes `max` bytes (a channel file is tiny). */
async function readCapped(response: FetchResponse, max: number): Promise<string | null> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * electron-updater's generic-feed flow, with every step a value: read the channel file, take a
 * strictly newer version only, download in the background to a private folder, check size,
 * sha512 and code signature, ask before restarting, check the file again, then hand it to the
 * installer. A failure of any kind is reported and retried at the next daily check; a bad file
 * is deleted, never installed.
 */
export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const { log } = deps;
  const interval = deps.checkIntervalMs ?? CHECK_INTERVAL_MS;
  const stopping = new AbortController();
  let cancelTimer: (() => void) | null = null;
  let running: Promise<UpdateCheckResult> | null = null;
  // A verified download the user has not yet agreed to install.
  let pending: Pending | null = null;

  /** Deletes every download of ours (kept, partial or refused) from the folder. */
  async function removeDownloads(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(deps.downloadFolder);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(deps.downloadFolder, name);
      if (name.startsWith(FILE_PREFIX)) await unlink(path).catch(() => {});
    }
    pending = null;
  }

  async function readFeed(
    base: URL,
  ): Promise<
    { ok: true; version: string; file: UpdateFile | null } | { ok: false; reason: UpdateFailure }
  > {
    const url = channelFileUrl(
      base,
      channelFileName(deps.platform, deps.arch),
      deps.scheduler.now(),
    );
    let text: string;
    try {
      const followed = await fetchFollowing(
        deps.fetch,
        url,
        {
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(FEED_TIMEOUT_MS)]),
          headers: { 'cache-control': 'no-cache' },
        },
        channelFileUrlAllowed(base, deps.loopbackHttp),
      );
      if (!followed.ok) {
        const to = followed.location ? ` to ${followed.location.origin}` : '';
        log.warn(`update feed refused: ${followed.refused}${to} (${url.origin})`);
        return { ok: false, reason: 'feed-redirect' };
      }
      const { response } = followed;
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        log.warn(`update feed answered HTTP ${response.status} (${url.origin}${url.pathname})`);
        return { ok: false, reason: 'feed-http' };
      }
      const read = await readCapped(response, MAX_CHANNEL_FILE_BYTES);
      if (read === null) return { ok: false, reason: 'feed-invalid' };
      text = read;
    } catch {
      log.warn(`update feed unreachable (${url.origin})`);
      return { ok: false, reason: 'feed-unreachable' };
    }
    const parsed = parseChannelFile(text);
    if (!parsed.ok) {
      log.warn(`update feed file is invalid: ${parsed.problem}`);
      return { ok: false, reason: 'feed-invalid' };
    }
    const { version } = parsed.info;
    return {
      ok: true,
      version,
      file: pickUpdateFile(parsed.info, base, deps.installer.fileExtensions, deps.loopbackHttp),
    };
  }

  /** A verified file for this release: the one kept from an earlier "later", or a new download. */
  async function obtain(
    base: URL,
    version: string,
    file: UpdateFile,
  ): Promise<Pending | UpdateFailure> {
    if (
      pending !== null &&
      pending.version === version &&
      pending.file.url.href === file.url.href &&
      pending.file.sha512 === file.sha512 &&
      (await verifyUpdateFile(pending.path, file))
    ) {
      return pending;
    }
    const extension = deps.installer.fileExtensions.find((ext) =>
      file.url.pathname.toLowerCase().endsWith(`.${ext.toLowerCase()}`),
    );
    const path = join(deps.downloadFolder, `${FILE_PREFIX}${version}.${extension ?? 'bin'}`);
    try {
      await mkdir(deps.downloadFolder, { recursive: true, mode: 0o700 });
    } catch {
      return 'disk';
    }
    await removeDownloads();
    log.info(`downloading update ${version}`);
    const outcome = await downloadUpdateFile({
      fetch: deps.fetch,
      file,
      path,
      signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS)]),
      allowed: updateFileUrlAllowed(base, deps.loopbackHttp),
    });
    if (!outcome.ok) {
      log.warn(`update ${version} not downloaded: ${outcome.reason}`);
      return outcome.reason;
    }
    const verdict = await deps
      .verifier({ path, version })
      .catch((error: unknown) => ({ ok: false as const, problem: String(error) }));
    if (!verdict.ok) {
      log.error(`update ${version} refused: signature (${verdict.problem})`);
      await removeDownloads();
      return 'signature';
    }
    return { version, file, path };
  }

  async function check(): Promise<UpdateCheckResult> {
    if (deps.policy.mode === 'off') return { status: 'disabled' };
    const base = feedBaseUrl(deps.policy.url, deps.loopbackHttp);
    if (base === null) {
      log.error(
        deps.loopbackHttp === 'allowed'
          ? 'update feed URL refused: https required (http only on loopback)'
          : 'update feed URL refused: https required',
      );
      return failed('feed-url');
    }
    const feed = await readFeed(base);
    if (!feed.ok) return failed(feed.reason);
    if (!isNewerVersion(feed.version, deps.currentVersion)) {
      await removeDownloads();
      return { status: 'up-to-date', latest: feed.version };
    }
    if (feed.file === null) {
      log.warn(`update ${feed.version} lists no ${deps.installer.fileExtensions.join('/')} file`);
      return failed('no-file');
    }
    const obtained = await obtain(base, feed.version, feed.file);
    if (typeof obtained === 'string') return failed(obtained);
    pending = obtained;

    const agreed = await deps.confirmRestart({ version: obtained.version }).catch(() => false);
    // The app may have begun to quit while the question was open.
    if (!agreed || stopping.signal.aborted) {
      log.info(`update ${obtained.version} ready; the user chose later`);
      return { status: 'declined', version: obtained.version };
    }
    // The file waited for the answer, perhaps for hours: check it again right before use.
    if (!(await verifyUpdateFile(obtained.path, obtained.file))) {
      log.error(`update ${obtained.version} changed on disk after its check; deleted`);
      await removeDownloads();
      return failed('checksum');
    }
    try {
      await deps.installer.install({ path: obtained.path, version: obtained.version });
    } catch (error) {
      log.error(`update ${obtained.version} could not be installed: ${String(error)}`);
      return failed('install');
    }
    pending = null;
    return { status: 'installing', version: obtained.version };
  }

  function checkNow(): Promise<UpdateCheckResult> {
    running ??= check()
      .catch((error: unknown): UpdateCheckResult => {
        log.error(`update check failed: ${String(error)}`);
        return failed('disk');
      })
      .then((result) => {
        running = null;
        deps.onResult?.(result);
        return result;
      });
    return running;
  }

  function scheduleNext(): void {
    if (stopping.signal.aborted) return;
    cancelTimer = deps.scheduler.setTimeout(() => {
      cancelTimer = null;
      void checkNow().then(scheduleNext);
    }, interval);
  }

  return {
    start() {
      if (deps.policy.mode === 'off') {
        log.info('updates are off by policy');
        return;
      }
      if (cancelTimer !== null || running !== null) return;
      void checkNow().then(scheduleNext);
    },
    checkNow,
    stop() {
      stopping.abort();
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
