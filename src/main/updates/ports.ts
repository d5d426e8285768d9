/**
 * The service's seams: electron-updater, the clock, the code-signature check and the restart
 * question each come through one of these, so tests run the service in Node against fakes and
 * only the Electron adapter (`electron-updates.ts`) loads electron-updater.
 */

/** A release as the feed's channel file (`latest.yml`…) names it: the part the service reads. */
export interface FeedRelease {
  readonly version: string;
  /** The files, by URL relative to the feed or absolute. */
  readonly files: ReadonlyArray<{ readonly url: string }>;
  /** The deprecated single-file form, which electron-updater reads when `files` is empty. */
  readonly path?: string;
}

/** electron-updater's `update-downloaded` event: the staged file, checked against its sha512. */
export interface DownloadedRelease {
  readonly version: string;
  readonly downloadedFile: string;
}

/**
 * The part of electron-updater's `AppUpdater` (its `autoUpdater`) the service drives, as its
 * documentation describes it. `checkForUpdates` answers null when the updater is inactive here;
 * every failed check or download also emits `error`.
 */
export interface AppUpdaterPort {
  autoDownload: boolean;
  /** Read when a download is staged: true installs it when the app quits normally. */
  autoInstallOnAppQuit: boolean;
  /**
   * NSIS only: the Authenticode check of a downloaded installer, called with the publisher names
   * of the build's app-update.yml; null accepts, a string is why not (the file is then deleted).
   */
  verifyUpdateCodeSignature?: (publisherNames: string[], path: string) => Promise<string | null>;
  isUpdaterActive(): boolean;
  /** A string is electron-builder's generic provider at that URL. */
  setFeedURL(url: string): void;
  checkForUpdates(): Promise<{
    readonly isUpdateAvailable: boolean;
    readonly updateInfo: FeedRelease;
  } | null>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-downloaded', listener: (event: DownloadedRelease) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Time and timers; a manual one in tests. */
export interface Scheduler {
  /** Runs `task` once after `ms`; the returned function cancels it. */
  setTimeout(task: () => void, ms: number): () => void;
}

export const systemScheduler: Scheduler = {
  setTimeout(task, ms) {
    const timer = setTimeout(task, ms);
    // A pending update check must never keep the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export type VerifierVerdict = { ok: true } | { ok: false; problem: string };

/** Checks a downloaded installer's code signature (the Authenticode publisher on Windows). */
export type UpdateVerifier = (path: string) => Promise<VerifierVerdict>;

/** Asks the user whether to restart now to install `version`; true means yes. */
export type ConfirmRestart = (update: { version: string }) => Promise<boolean>;
