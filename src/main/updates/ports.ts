/**
 * The service's seams: everything it does to the outside world goes through one of these, so
 * tests run it in Node against a loopback feed and the app plugs in Electron (or, later,
 * electron-updater) without touching the logic.
 */

/** The part of a fetch `Response` the service reads; Node's `fetch` fits. */
export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
}

/**
 * One request that never follows a redirect: a 3xx comes back as the response, with its
 * `location`, so that the service checks every hop before taking it (`redirects.ts`). Node's
 * `fetch` with `redirect: 'manual'` does this; Electron's `net.fetch` cannot (it fails the
 * request), so the app uses `net.request` (`electron-fetch.ts`).
 */
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; redirect: 'manual'; headers: Record<string, string> },
) => Promise<FetchResponse>;

/** Time and timers; a manual one in tests. */
export interface Scheduler {
  now(): number;
  /** Runs `task` once after `ms`; the returned function cancels it. */
  setTimeout(task: () => void, ms: number): () => void;
}

export const systemScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout(task, ms) {
    const timer = setTimeout(task, ms);
    // A pending update check must never keep the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface DownloadedUpdate {
  /** The verified file, in the service's private download folder. */
  path: string;
  version: string;
}

export type VerifierVerdict = { ok: true } | { ok: false; problem: string };

/**
 * Checks the installer's code signature (Authenticode publisher on Windows, the Developer ID
 * on macOS) after its sha512 and size matched the feed. Called before the user is asked.
 */
export type UpdateVerifier = (update: DownloadedUpdate) => Promise<VerifierVerdict>;

/**
 * Where the platform's installer (or electron-updater's `autoUpdater`) takes over. Called only
 * with a file whose size, sha512 and signature were checked, and only after the user agreed
 * to restart; `install` quits the app to apply it.
 */
export interface UpdateInstaller {
  /** File kinds this installer applies, most preferred first (`exe`, `zip`, `AppImage`, `deb`…). */
  readonly fileExtensions: readonly string[];
  install(update: DownloadedUpdate): Promise<void>;
}

/** Asks the user whether to restart now to install `version`; true means yes. */
export type ConfirmRestart = (update: { version: string }) => Promise<boolean>;
