import { WALKTHROUGH_OUTCOMES } from '#shared/bridge.ts';
import { inputSchema } from '#shared/bridge-contract.ts';
import type { CallChannel, ChannelPayload } from '#shared/bridge-contract.ts';
import type { DesktopBridge, Settings, WalkthroughOutcome } from '#shared/bridge.ts';
import { DEFAULT_LANGUAGE, isAppLanguage } from '#shared/languages.ts';
import { DEFAULT_LOG_LEVEL, DEFAULT_SESSION_TIMEOUT_MINUTES } from '#shared/managed-settings.ts';
import { fail, ok } from '#shared/result.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { createWebDownloads } from './web-downloads.ts';
import { browserNotificationsOf, createWebNotifications } from './web-notifications.ts';
import { createMemoryOfflineViews, erasingViewsWithSession } from './web-offline-views.ts';
import { createWebVault } from './web-vault.ts';

/**
 * The bridge in a browser (web mode: development and the end-to-end tests). The API is served
 * same-origin (Vite proxies `/api` to the sandbox), so the API base URL is the page's origin.
 */
export function createWebBridge(win: Window): DesktopBridge {
  const apiBaseUrl = win.location.origin;
  const settings = (): Settings => {
    const stored = win.localStorage.getItem(STORAGE_KEYS.language);
    return {
      language: isAppLanguage(stored) ? stored : DEFAULT_LANGUAGE,
      apiBaseUrl,
      sandbox: true,
      downloadFolder: null,
      sessionTimeoutMinutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
      // A browser has no updater and no policy.
      updates: { kind: 'off' },
      logLevel: DEFAULT_LOG_LEVEL,
      lockedByPolicy: [],
    };
  };
  const views = createMemoryOfflineViews();
  return {
    vault: erasingViewsWithSession(
      createWebVault(win.sessionStorage, {
        now: () => Date.now(),
        timeoutMinutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
      }),
      views,
    ),
    downloads: createWebDownloads({
      storage: win.sessionStorage,
      document: win.document,
      fetch: win.fetch.bind(win),
      apiBaseUrl,
      createObjectURL: (blob) => URL.createObjectURL(blob),
      revokeObjectURL: (url) => URL.revokeObjectURL(url),
    }),
    deepLinks: {
      // In a browser, callbacks arrive as ordinary URLs: there is nothing to subscribe to.
      expectCallback: () => Promise.resolve(ok(undefined)),
      onDeepLink: () => () => undefined,
      ready: () => undefined,
    },
    settings: {
      get: () => Promise.resolve(settings()),
      setLanguage(language) {
        if (!accepts('settings:set-language', { language }))
          return Promise.resolve(fail('invalid'));
        win.localStorage.setItem(STORAGE_KEYS.language, language);
        return Promise.resolve(ok(settings()));
      },
      walkthrough(userId) {
        const stored = win.localStorage.getItem(`${STORAGE_KEYS.walkthrough}.${userId}`);
        return Promise.resolve(isWalkthroughOutcome(stored) ? stored : null);
      },
      setWalkthrough(userId, outcome) {
        if (!accepts('settings:set-walkthrough', { userId, outcome })) {
          return Promise.resolve(fail('invalid'));
        }
        win.localStorage.setItem(`${STORAGE_KEYS.walkthrough}.${userId}`, outcome);
        return Promise.resolve(ok(undefined));
      },
    },
    notifications: createWebNotifications(
      () => win.document.hasFocus(),
      browserNotificationsOf(win),
    ),
    offline: views.offline,
    app: {
      info: () => Promise.resolve({ version: 'web', platform: 'web' }),
      openExternal(url) {
        let parsed: URL;
        try {
          parsed = new URL(url);
        } catch {
          return Promise.resolve(fail('invalid'));
        }
        if (parsed.protocol !== 'https:') return Promise.resolve(fail('not-allowed'));
        win.open(parsed.toString(), '_blank', 'noopener,noreferrer');
        return Promise.resolve(ok(undefined));
      },
      // No main process in a browser: the console is the log, and there is nothing to collect.
      reportError({ message, stack }) {
        console.error(`[renderer] ${message}`, ...(stack === undefined ? [] : [stack]));
      },
      saveDiagnostics: () => Promise.resolve({ status: 'failed', reason: 'unsupported' }),
      // A browser has no application menu: nothing ever arrives.
      onMenuCommand: () => () => undefined,
    },
  };
}

/** The web implementation refuses what main would: the input breaks the channel's schema. */
const accepts = <C extends CallChannel>(channel: C, payload: ChannelPayload<C>): boolean =>
  inputSchema(channel).safeParse(payload).success;

const isWalkthroughOutcome = (value: string | null): value is WalkthroughOutcome =>
  (WALKTHROUGH_OUTCOMES as readonly (string | null)[]).includes(value);
