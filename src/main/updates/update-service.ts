import type { Logger } from '../log.ts';
import { httpsFeedUrl, releaseFilesOverHttps } from './feed-url.ts';
import type { UpdatePolicy } from './policy.ts';
import type {
  AppUpdaterPort,
  ConfirmRestart,
  DownloadedRelease,
  Scheduler,
  UpdateVerifier,
} from './ports.ts';

export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type UpdateFailure =
  /** The feed URL is not https: nothing was requested. */
  | 'feed-url'
  /** The feed names a file outside https: nothing was downloaded. */
  | 'file-url'
  /** electron-updater's check or download failed (its `error` event says how). */
  | 'updater'
  /** The downloaded installer's code signature was refused. */
  | 'signature';

export type UpdateCheckResult =
  | { status: 'disabled' }
  /** electron-updater does not update this installation (not packaged, not an AppImage…). */
  | { status: 'inactive' }
  | { status: 'up-to-date'; latest: string }
  /** Downloaded and staged; the user chose later, so it installs when the app quits. */
  | { status: 'declined'; version: string }
  /** Handed to electron-updater's `quitAndInstall`, which restarts the app. */
  | { status: 'installing'; version: string }
  | { status: 'failed'; reason: UpdateFailure };

export interface UpdateServiceDeps {
  policy: UpdatePolicy;
  updater: AppUpdaterPort;
  /** The publisher check on Windows; null where the platform checks the signature itself. */
  verifier: UpdateVerifier | null;
  scheduler: Scheduler;
  confirmRestart: ConfirmRestart;
  log: Logger;
  /** Every finished check, scheduled or not (for logs and tests). */
  onResult?: (result: UpdateCheckResult) => void;
  checkIntervalMs?: number;
}

export interface UpdateService {
  /** Checks now and then every 24 h; does nothing at all when the policy says off. */
  start(): void;
  /** One check (joins the one running, if any). */
  checkNow(): Promise<UpdateCheckResult>;
  /** Cancels the timer; a question still open then installs nothing. */
  stop(): void;
}

const failed = (reason: UpdateFailure): UpdateCheckResult => ({ status: 'failed', reason });

/**
 * electron-updater does the download (differential where it can), the sha512 check, the staging
 * and the install; this adds the policy's feed and off switch, https for every file, the
 * Windows publisher rule, and the question whether to restart now or when the app quits.
 */
export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const { updater, log, verifier } = deps;
  const interval = deps.checkIntervalMs ?? CHECK_INTERVAL_MS;
  let stopped = false;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<UpdateCheckResult> | null = null;
  let offering: Promise<UpdateCheckResult> | null = null;
  let prepared: URL | UpdateCheckResult | null = null;

  /** The downloaded release: the publisher check, then the question. */
  async function offer({ version, downloadedFile }: DownloadedRelease): Promise<UpdateCheckResult> {
    if (verifier !== null) {
      // electron-updater runs the hook below only when the build's app-update.yml names a
      // publisher, and not for a file it staged earlier: checked here too, an install fails closed.
      const verdict = await verifier(downloadedFile).catch((error: unknown) => ({
        ok: false as const,
        problem: String(error),
      }));
      updater.autoInstallOnAppQuit = verdict.ok;
      if (!verdict.ok) {
        log.error(`update ${version} refused: signature (${verdict.problem})`);
        return failed('signature');
      }
    }
    const agreed = await deps.confirmRestart({ version }).catch(() => false);
    // The app may have begun to quit while the question was open: it installs on the way out.
    if (!agreed || stopped) {
      log.info(`update ${version} ready; it installs when the app quits`);
      return { status: 'declined', version };
    }
    log.info(`installing update ${version}`);
    // Silent, and the app starts again: the NSIS installer's `/S --force-run`.
    updater.quitAndInstall(true, true);
    return { status: 'installing', version };
  }

  /** Sets electron-updater up once: the feed, the flags, the hook, the listeners. */
  function configure(): URL | UpdateCheckResult {
    if (deps.policy.mode === 'off') {
      log.info('updates are off by policy');
      return { status: 'disabled' };
    }
    if (!updater.isUpdaterActive()) {
      log.info('updates: this installation does not update itself');
      return { status: 'inactive' };
    }
    const feed = httpsFeedUrl(deps.policy.url);
    if (feed === null) {
      log.error('update feed URL refused: https required');
      return failed('feed-url');
    }
    // Downloaded only once the release's file URLs are checked.
    updater.autoDownload = false;
    // electron-updater reads it when it stages a download: "later" then installs at the quit.
    updater.autoInstallOnAppQuit = true;
    if (verifier !== null) {
      // Our publisher rule, not the names in app-update.yml, which lies outside the asar.
      updater.verifyUpdateCodeSignature = async (_publisherNames, path) => {
        const verdict = await verifier(path);
        return verdict.ok ? null : verdict.problem;
      };
    }
    updater.on('error', (error) => log.error(`update failed: ${error.message}`));
    updater.on('update-downloaded', (event) => {
      offering ??= offer(event).finally(() => {
        offering = null;
      });
    });
    updater.setFeedURL(feed.href);
    return feed;
  }

  async function check(): Promise<UpdateCheckResult> {
    prepared ??= configure();
    if (!(prepared instanceof URL)) return prepared;
    try {
      const found = await updater.checkForUpdates();
      if (found === null) return { status: 'inactive' };
      const release = found.updateInfo;
      if (!found.isUpdateAvailable) return { status: 'up-to-date', latest: release.version };
      if (!releaseFilesOverHttps(release, prepared)) {
        log.error(`update ${release.version} refused: the feed names a file outside https`);
        return failed('file-url');
      }
      await updater.downloadUpdate();
    } catch {
      // electron-updater emitted `error` for it, logged by the listener above.
      return failed('updater');
    }
    // Set by `update-downloaded`, which electron-updater emits before the download resolves.
    const offered: Promise<UpdateCheckResult> | null = offering;
    return offered === null ? failed('updater') : offered;
  }

  function checkNow(): Promise<UpdateCheckResult> {
    running ??= check()
      .catch((error: unknown): UpdateCheckResult => {
        log.error(`update check failed: ${String(error)}`);
        return failed('updater');
      })
      .then((result) => {
        running = null;
        deps.onResult?.(result);
        return result;
      });
    return running;
  }

  function scheduleNext(): void {
    if (stopped) return;
    cancelTimer = deps.scheduler.setTimeout(() => {
      cancelTimer = null;
      void checkNow().then(scheduleNext);
    }, interval);
  }

  return {
    start() {
      if (stopped || cancelTimer !== null || running !== null) return;
      prepared ??= configure();
      if (prepared instanceof URL) void checkNow().then(scheduleNext);
    },
    checkNow,
    stop() {
      stopped = true;
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
