import type { DeepLink } from './deep-links.ts';
import type { AppLanguage } from './languages.ts';
import type { LockableSetting, LogLevel, UpdatesSetting } from './managed-settings.ts';
import type { LastPortfolioView, PortfolioViewKey } from './offline-view.ts';
import type { Result } from './result.ts';

/**
 * The one contract between the renderer and the main process, exposed as `window.desktop`.
 * Exactly these domains, no generic invoke passthrough. Failures are values. The IPC channel
 * that serves each method, with the schema of its input, is in ./bridge-contract.ts.
 */
export type LegacyRole = 'investor' | 'borrower';

export type VaultBackend = 'keychain' | 'safeStorage' | 'memory';

export interface VaultStatus {
  /** A marketplace session token is held (the legacy token does not count). */
  hasToken: boolean;
  /** The role of the legacy token, while one is held; null otherwise. */
  legacyRole: LegacyRole | null;
  backend: VaultBackend;
  /** True when the token can only be kept in memory: the user signs in again at each start. */
  memoryOnly: boolean;
}

export type VaultFailure = 'unavailable' | 'timeout' | 'invalid';

export interface VaultApi {
  /** Hands the session token to main. The renderer never reads it back. */
  storeToken(token: string): Promise<Result<VaultStatus, VaultFailure>>;
  /** The legacy (pre-2019 system) token with its role. */
  storeLegacyToken(token: string, role: LegacyRole): Promise<Result<VaultStatus, VaultFailure>>;
  status(): Promise<VaultStatus>;
  /** Wipes keychain entry, in-memory copy and session storage. */
  clear(): Promise<Result<VaultStatus, VaultFailure>>;
  /**
   * Fire and forget: the user gave input now. Kept across restarts, so that a session idle for
   * longer than the timeout is not restored at the next start.
   */
  recordActivity(): void;
}

export type DownloadKind = 'csv' | 'pdf';

export interface DownloadRequest {
  kind: DownloadKind;
  /** A path on the marketplace API, e.g. `api/document/download/12`; main resolves it against the API origin. */
  apiPath: string;
  query?: Record<string, string>;
  suggestedName: string;
}

export interface Base64DownloadRequest {
  kind: DownloadKind;
  base64: string;
  suggestedName: string;
}

export type DownloadFailure =
  | 'unauthorized'
  | 'http'
  | 'network'
  | 'aborted'
  | 'disk-full'
  | 'permission'
  | 'exists'
  | 'invalid'
  | 'io';

export type DownloadResult =
  | { status: 'saved'; path: string }
  | { status: 'canceled' }
  | { status: 'failed'; reason: DownloadFailure };

export interface DownloadProgress {
  id: string;
  receivedBytes: number;
  totalBytes: number | null;
}

export interface DownloadsApi {
  save(request: DownloadRequest): Promise<DownloadResult>;
  saveBase64(request: Base64DownloadRequest): Promise<DownloadResult>;
  onProgress(listener: (progress: DownloadProgress) => void): () => void;
}

export interface DeepLinksApi {
  /** Records a `state` this app started for a bank callback (valid once, for 10 minutes). */
  expectCallback(state: string): Promise<Result<void, 'invalid'>>;
  /** Subscribes to deep links; returns the unsubscribe function. */
  onDeepLink(listener: (link: DeepLink) => void): () => void;
  /** The renderer is ready: queued links are delivered. */
  ready(): void;
}

export interface Settings {
  language: AppLanguage;
  /** The API origin the app talks to, e.g. `http://127.0.0.1:53211`. */
  apiBaseUrl: string;
  /** True when the embedded sandbox serves the API. */
  sandbox: boolean;
  /** A folder fixed by policy (exports are saved there without a dialog); null: the dialog asks. */
  downloadFolder: string | null;
  /** Minutes without input before the session ends (the policy's, else 15). */
  sessionTimeoutMinutes: number;
  updates: UpdatesSetting;
  logLevel: LogLevel;
  /** Settings fixed by the managed-desktop policy (file or Windows registry). */
  lockedByPolicy: LockableSetting[];
}

/** How a user left the investor's walk-through (investor.md §2): either way it is not shown again. */
export const WALKTHROUGH_OUTCOMES = ['completed', 'skipped'] as const;
export type WalkthroughOutcome = (typeof WALKTHROUGH_OUTCOMES)[number];

export interface SettingsApi {
  get(): Promise<Settings>;
  setLanguage(language: AppLanguage): Promise<Result<Settings, 'invalid'>>;
  /**
   * The walk-through's outcome for a user (by profile id), null while it is still to be shown.
   * The spec shows no call for it, so it lives in the app's own settings, per user.
   */
  walkthrough(userId: number): Promise<WalkthroughOutcome | null>;
  setWalkthrough(userId: number, outcome: WalkthroughOutcome): Promise<Result<void, 'invalid'>>;
}

export interface NotificationRequest {
  title: string;
  body: string;
}

/**
 * `shown`: the system showed it; `focused`: the app's window has the focus, so nothing was shown
 * (the page says it already); `unsupported`: the system or the user does not allow notifications.
 */
export type NotificationOutcome = 'shown' | 'focused' | 'unsupported';

export interface NotificationsApi {
  /** A native notification, only while the app's window is not focused. */
  notify(request: NotificationRequest): Promise<NotificationOutcome>;
}

/**
 * The last view of each portfolio, for the portfolio pages while the gateway does not answer
 * (./offline-view.ts). Main keeps it encrypted with the OS's protection, for the signed-in
 * session only: it is erased at logout, at the idle timeout and at every sign-in.
 */
export interface OfflineApi {
  /** Keeps what the user now sees of a portfolio in place of its earlier view. */
  rememberView(view: LastPortfolioView): Promise<Result<void, 'invalid' | 'unavailable'>>;
  /** The last view of a portfolio in this session, or null when there is none. */
  lastView(portfolio: PortfolioViewKey): Promise<LastPortfolioView | null>;
}

export interface AppInfo {
  version: string;
  platform: 'electron' | 'web';
}

export type OpenExternalFailure = 'not-allowed' | 'invalid';

/** An uncaught error or unhandled rejection in the renderer, for main's log. */
export interface ErrorReport {
  message: string;
  stack?: string;
}

/** Limits main enforces on a report (longer text is refused, not cut, so keep the renderer's cut below). */
export const ERROR_REPORT_LIMITS = { message: 2_000, stack: 16_000 } as const;

/** `unsupported`: there is no main process to build the file (web mode). */
export type DiagnosticsFailure = DownloadFailure | 'unsupported';

export type DiagnosticsResult =
  | { status: 'saved'; path: string }
  | { status: 'canceled' }
  | { status: 'failed'; reason: DiagnosticsFailure };
/** What the application menu asks the renderer to do (its other items are Electron's roles). */
export const MENU_COMMANDS = ['about', 'customer-service', 'save-diagnostics'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export interface AppApi {
  info(): Promise<AppInfo>;
  /** Opens an https URL on the allowlist (or the sandbox's loopback address) in the system browser. */
  openExternal(url: string): Promise<Result<void, OpenExternalFailure>>;
  /** Fire and forget: main redacts, rate-limits and logs it. */
  reportError(report: ErrorReport): void;
  /** Help → Save diagnostics…: logs, versions and effective settings, redacted, in one zip. */
  saveDiagnostics(): Promise<DiagnosticsResult>;
  /** Subscribes to the application menu's commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

export interface DesktopBridge {
  vault: VaultApi;
  downloads: DownloadsApi;
  deepLinks: DeepLinksApi;
  settings: SettingsApi;
  notifications: NotificationsApi;
  offline: OfflineApi;
  app: AppApi;
}
