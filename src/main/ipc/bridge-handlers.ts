import type { AppInfo, DiagnosticsResult, ErrorReport } from '#shared/bridge.ts';
import type { AppLanguage } from '#shared/languages.ts';
import type { DeepLink } from '#shared/deep-links.ts';
import { ok } from '#shared/result.ts';
import type { CallbackStateStore } from '../deep-links/callback-states.ts';
import type { DeepLinkRouter } from '../deep-links/router.ts';
import type { DownloadService } from '../downloads/download-service.ts';
import { openExternalChecked } from '../origins/external-links.ts';
import type { ExternalLinkPolicy } from '../origins/external-links.ts';
import { serveBridge } from './typed-ipc.ts';
import type { CallHandlers, NoticeHandlers, TypedIpc } from './typed-ipc.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { OfflineCache } from '../offline-cache/offline-cache.ts';
import type { SettingsService } from '../settings/service.ts';
import type { SessionActivity } from '../vault/session-activity.ts';
import type { TokenVault } from '../vault/types.ts';

export interface BridgeServices {
  vault: TokenVault;
  /** The user's last input, kept across restarts for the idle timeout. */
  activity: SessionActivity;
  downloads: DownloadService;
  deepLinks: DeepLinkRouter;
  callbackStates: CallbackStateStore;
  /** Where deep links go once the renderer is ready (its webContents). */
  deliverDeepLink: (link: DeepLink) => void;
  settings: SettingsService;
  /** After the language setting changed (the application menu follows it). */
  onLanguageChanged: (language: AppLanguage) => void;
  notifier: Notifier;
  /** The portfolios' last views, for the pages while the gateway does not answer. */
  offline: OfflineCache;
  external: ExternalLinkPolicy;
  openExternal: (url: string) => Promise<void>;
  info: AppInfo;
  /** Writes a renderer error to main's log (redacted and rate-limited there). */
  reportError: (report: ErrorReport) => void;
  saveDiagnostics: () => Promise<DiagnosticsResult>;
}

/** Main's side of every bridge channel; the contract checks each input and answer. */
export function bridgeHandlers(s: BridgeServices): {
  calls: CallHandlers;
  notices: NoticeHandlers;
} {
  // Signing in is input: the idle time counts from it, also across a restart.
  const signedIn = <R extends { ok: boolean }>(result: R): R => {
    if (result.ok) {
      s.activity.record();
      s.activity.flush();
    }
    return result;
  };
  // Whoever signs in, the views kept so far are not theirs to see.
  const signingIn = () => s.offline.erase('sign-in');
  return {
    calls: {
      'vault:store-token': async ({ token }) => {
        signingIn();
        return signedIn(await s.vault.storeToken(token));
      },
      'vault:store-legacy-token': async ({ token, role }) => {
        signingIn();
        return signedIn(await s.vault.storeLegacyToken(token, role));
      },
      'vault:status': () => s.vault.status(),
      'vault:clear': async () => {
        s.activity.forget();
        s.offline.erase('logout');
        return s.vault.clear();
      },
      'downloads:save': (request) => s.downloads.save(request),
      'downloads:save-base64': (request) => s.downloads.saveBase64(request),
      'deep-links:expect': ({ state }) => {
        s.callbackStates.expect(state);
        return ok(undefined);
      },
      'settings:get': () => s.settings.bridge(),
      'settings:set-language': ({ language }) => {
        const result = s.settings.setLanguage(language);
        if (result.ok) s.onLanguageChanged(result.value.language);
        return result;
      },
      'settings:walkthrough': ({ userId }) => s.settings.walkthrough(userId),
      'settings:set-walkthrough': ({ userId, outcome }) =>
        s.settings.setWalkthrough(userId, outcome),
      'notifications:notify': (request) => s.notifier.notify(request),
      'offline:remember-view': ({ view }) => s.offline.remember(view),
      'offline:last-view': ({ portfolio }) => s.offline.lastView(portfolio),
      'app:info': () => s.info,
      'app:open-external': ({ url }) => openExternalChecked(s.external, s.openExternal, url),
      'app:save-diagnostics': () => s.saveDiagnostics(),
    },
    notices: {
      'vault:activity': () => s.activity.record(),
      'deep-links:ready': () => s.deepLinks.ready(s.deliverDeepLink),
      'app:report-error': (report) =>
        s.reportError(report.stack === undefined ? { message: report.message } : report),
    },
  };
}

/** Registers one typed handler per bridge channel; nothing else is reachable from the renderer. */
export function registerBridgeHandlers(ipc: TypedIpc, s: BridgeServices): void {
  serveBridge(ipc, bridgeHandlers(s));
}
