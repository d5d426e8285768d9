import { vi } from 'vitest';
import type {
  Base64DownloadRequest,
  DesktopBridge,
  DiagnosticsResult,
  DownloadRequest,
  DownloadResult,
  ErrorReport,
  LegacyRole,
  MenuCommand,
  NotificationOutcome,
  NotificationRequest,
  Settings,
  VaultStatus,
  WalkthroughOutcome,
} from '#shared/bridge.ts';
import { viewOf, withView, type LastPortfolioView, type LastViews } from '#shared/offline-view.ts';
import { ok } from '#shared/result.ts';

/**
 * An in-memory bridge whose methods are spies. Its vault keeps what main's vault keeps
 * (src/main/vault/token-vault.ts): the marketplace `token` and the `legacy` token with its role,
 * side by side; `hasToken` is about the marketplace token only and `legacyRole` tells of a
 * legacy token. `state` shows what the vault holds.
 */
export function createFakeBridge(
  initial: {
    token?: string;
    legacy?: { token: string; role: LegacyRole };
    sandbox?: boolean;
    /** Settings as `settings.get()` answers them, e.g. what a policy locks. */
    settings?: Partial<Settings>;
    sessionTimeoutMinutes?: number;
  } = {},
) {
  const state: {
    token: string | null;
    legacy: { token: string; role: LegacyRole } | null;
    walkthroughs: Map<number, WalkthroughOutcome>;
    /** Whether the app's window has the focus: a focused window gets no notification. */
    focused: boolean;
    /** The portfolios' last views, erased at sign-in and sign-out as main erases them. */
    views: LastViews;
  } = {
    token: initial.token ?? null,
    legacy: initial.legacy ?? null,
    walkthroughs: new Map(),
    focused: true,
    views: [],
  };
  const status = (): VaultStatus => ({
    hasToken: state.token !== null,
    legacyRole: state.legacy?.role ?? null,
    backend: 'keychain',
    memoryOnly: false,
  });
  const settings: Settings = {
    language: 'en',
    apiBaseUrl: 'http://api.test',
    sandbox: initial.sandbox ?? false,
    downloadFolder: null,
    updates: { kind: 'builtIn' },
    logLevel: 'info',
    lockedByPolicy: [],
    // A day: tests that move the clock for polling are not signed out for inactivity; the session
    // timeout's own tests set the real minutes.
    sessionTimeoutMinutes: initial.sessionTimeoutMinutes ?? 24 * 60,
    ...initial.settings,
  };
  const menuListeners = new Set<(command: MenuCommand) => void>();
  const bridge = {
    vault: {
      storeToken: vi.fn((token: string): ReturnType<DesktopBridge['vault']['storeToken']> => {
        state.token = token;
        state.views = [];
        return Promise.resolve(ok(status()));
      }),
      storeLegacyToken: vi.fn(
        (
          token: string,
          role: LegacyRole,
        ): ReturnType<DesktopBridge['vault']['storeLegacyToken']> => {
          state.legacy = { token, role };
          state.views = [];
          return Promise.resolve(ok(status()));
        },
      ),
      status: vi.fn(() => Promise.resolve(status())),
      clear: vi.fn((): ReturnType<DesktopBridge['vault']['clear']> => {
        state.token = null;
        state.legacy = null;
        state.views = [];
        return Promise.resolve(ok(status()));
      }),
      recordActivity: vi.fn(),
    },
    downloads: {
      save: vi.fn((_request: DownloadRequest): Promise<DownloadResult> =>
        Promise.resolve({ status: 'canceled' }),
      ),
      saveBase64: vi.fn((_request: Base64DownloadRequest): Promise<DownloadResult> =>
        Promise.resolve({ status: 'canceled' }),
      ),
      onProgress: vi.fn(() => () => undefined),
    },
    deepLinks: {
      expectCallback: vi.fn(() => Promise.resolve(ok(undefined))),
      onDeepLink: vi.fn(() => () => undefined),
      ready: vi.fn(),
    },
    settings: {
      get: vi.fn(() => Promise.resolve(settings)),
      setLanguage: vi.fn((language: Settings['language']) =>
        Promise.resolve(ok({ ...settings, language })),
      ),
      walkthrough: vi.fn((userId: number) =>
        Promise.resolve(state.walkthroughs.get(userId) ?? null),
      ),
      setWalkthrough: vi.fn(
        (
          userId: number,
          outcome: WalkthroughOutcome,
        ): ReturnType<DesktopBridge['settings']['setWalkthrough']> => {
          state.walkthroughs.set(userId, outcome);
          return Promise.resolve(ok(undefined));
        },
      ),
    },
    notifications: {
      notify: vi.fn((_request: NotificationRequest): Promise<NotificationOutcome> =>
        Promise.resolve(state.focused ? 'focused' : 'shown'),
      ),
    },
    offline: {
      rememberView: vi.fn(
        (view: LastPortfolioView): ReturnType<DesktopBridge['offline']['rememberView']> => {
          state.views = withView(state.views, view);
          return Promise.resolve(ok(undefined));
        },
      ),
      lastView: vi.fn((portfolio: string) => Promise.resolve(viewOf(state.views, portfolio))),
    },
    app: {
      info: vi.fn(() => Promise.resolve({ version: 'test', platform: 'web' as const })),
      openExternal: vi.fn(() => Promise.resolve(ok(undefined))),
      reportError: vi.fn((_report: ErrorReport): void => undefined),
      saveDiagnostics: vi.fn((): Promise<DiagnosticsResult> =>
        Promise.resolve({ status: 'saved', path: '/tmp/vertaislaina-diagnostics.zip' }),
      ),
      onMenuCommand: vi.fn((listener: (command: MenuCommand) => void) => {
        menuListeners.add(listener);
        return () => void menuListeners.delete(listener);
      }),
    },
  } satisfies DesktopBridge;
  /** What main does when a menu item is chosen (index.ts sends it to the window). */
  const menuCommand = (command: MenuCommand) => menuListeners.forEach((l) => l(command));
  return Object.assign(bridge, { state, menuCommand });
}

export type FakeBridge = ReturnType<typeof createFakeBridge>;
