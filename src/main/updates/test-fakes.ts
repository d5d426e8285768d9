import { EventEmitter } from 'node:events';
import type { AppUpdaterPort, DownloadedRelease, FeedRelease, Scheduler } from './ports.ts';

export interface ManualScheduler extends Scheduler {
  /** Moves time on and runs the timers that fall due, in order. */
  advance(ms: number): void;
  /** Timers not yet run or cancelled. */
  pending(): number;
}

/** A clock the test moves: nothing runs until `advance` says so. */
export function manualScheduler(): ManualScheduler {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; task: () => void }>();
  return {
    setTimeout(task, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, task });
      return () => void timers.delete(id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        const [id, timer] = due;
        timers.delete(id);
        now = timer.at;
        timer.task();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

/**
 * electron-updater's AppUpdater as its documentation describes it, without a network: a check
 * emits `checking-for-update`, then `update-available` or `update-not-available` (and downloads
 * at once when `autoDownload`); a download emits `download-progress`, runs the NSIS signature
 * hook when set, stages the file and emits `update-downloaded`; every failure emits `error` and
 * rejects. A staged update is installed when the app quits if `autoInstallOnAppQuit` was true
 * when it was staged and still is at the quit, unless `quitAndInstall` came first.
 */
export class FakeAppUpdater extends EventEmitter implements AppUpdaterPort {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  verifyUpdateCodeSignature?: (publisherNames: string[], path: string) => Promise<string | null>;

  /** What the feed answers: a release, or a failure. */
  feed: FeedRelease | Error = { version: '0.1.0', files: [] };
  /** The publisher names of the build's app-update.yml (none: the hook is never called). */
  publisherNames: string[] = ['Vertaislaina Oy'];
  active = true;
  readonly currentVersion: string;
  readonly feedUrls: string[] = [];
  readonly checks: string[] = [];
  readonly installs: Array<{ isSilent?: boolean; isForceRunAfter?: boolean }> = [];
  private staged: DownloadedRelease | null = null;
  private installOnQuitArmed = false;

  constructor(currentVersion = '0.1.0') {
    super();
    this.currentVersion = currentVersion;
    // electron-updater logs every error itself, so an `error` never goes unheard.
    this.on('error', () => {});
  }

  isUpdaterActive(): boolean {
    return this.active;
  }

  setFeedURL(url: string): void {
    this.feedUrls.push(url);
  }

  async checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: FeedRelease } | null> {
    if (!this.active) return null;
    const feedUrl = this.feedUrls.at(-1);
    if (feedUrl === undefined) return this.fail(new Error('no feed configured'));
    this.checks.push(feedUrl);
    this.emit('checking-for-update');
    await Promise.resolve();
    if (this.feed instanceof Error) return this.fail(this.feed);
    const updateInfo = this.feed;
    if (updateInfo.version === this.currentVersion) {
      this.emit('update-not-available', updateInfo);
      return { isUpdateAvailable: false, updateInfo };
    }
    this.emit('update-available', updateInfo);
    if (this.autoDownload) void this.downloadUpdate().catch(() => {});
    return { isUpdateAvailable: true, updateInfo };
  }

  async downloadUpdate(): Promise<string[]> {
    if (this.feed instanceof Error) return this.fail(this.feed);
    const { version } = this.feed;
    const downloadedFile = `/cache/pending/Vertaislaina-${version}.exe`;
    this.emit('download-progress', { percent: 100 });
    await Promise.resolve();
    if (this.verifyUpdateCodeSignature && this.publisherNames.length > 0) {
      const problem = await this.verifyUpdateCodeSignature(this.publisherNames, downloadedFile);
      if (problem !== null) return this.fail(new Error(`not signed by the owner: ${problem}`));
    }
    this.staged = { version, downloadedFile };
    this.emit('update-downloaded', { ...this.feed, downloadedFile });
    this.installOnQuitArmed ||= this.autoInstallOnAppQuit;
    return [downloadedFile];
  }

  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.installs.push({ isSilent, isForceRunAfter });
  }

  /** The app quits normally: the version installed on the way out, if any. */
  quit(): string | null {
    const install = this.installOnQuitArmed && this.autoInstallOnAppQuit;
    return install && this.installs.length === 0 ? (this.staged?.version ?? null) : null;
  }

  private fail(error: Error): never {
    this.emit('error', error, error.message);
    throw error;
  }
}
