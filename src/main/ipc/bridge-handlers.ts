import { z } from 'zod';
import { APP_LANGUAGES } from '#shared/languages.ts';
import { CHANNELS, ERROR_REPORT_LIMITS, WALKTHROUGH_OUTCOMES } from '#shared/bridge.ts';
import type { AppInfo, DiagnosticsResult, ErrorReport } from '#shared/bridge.ts';
import type { AppLanguage } from '#shared/languages.ts';
import type { DeepLink } from '#shared/deep-links.ts';
import { ok } from '#shared/result.ts';
import type { CallbackStateStore } from '../deep-links/callback-states.ts';
import type { DeepLinkRouter } from '../deep-links/router.ts';
import type { DownloadService } from '../downloads/download-service.ts';
import { openExternalChecked } from '../origins/external-links.ts';
import type { ExternalLinkPolicy } from '../origins/external-links.ts';
import type { TypedIpc } from './typed-ipc.ts';
import type { Notifier } from '../notifications/notifier.ts';
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
  external: ExternalLinkPolicy;
  openExternal: (url: string) => Promise<void>;
  info: AppInfo;
  /** Writes a renderer error to main's log (redacted and rate-limited there). */
  reportError: (report: ErrorReport) => void;
  saveDiagnostics: () => Promise<DiagnosticsResult>;
}

const token = z.string().max(16_384);
const kind = z.enum(['csv', 'pdf']);
const suggestedName = z.string().max(1024);
const noPayload = z.undefined();
const userId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const errorReport = z
  .object({
    message: z.string().max(ERROR_REPORT_LIMITS.message),
    stack: z.string().max(ERROR_REPORT_LIMITS.stack).optional(),
  })
  .strict();
const state = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[\x21-\x7e]+$/);

/** Registers one typed handler per bridge method; nothing else is reachable from the renderer. */
export function registerBridgeHandlers(ipc: TypedIpc, s: BridgeServices): void {
  // Signing in is input: the idle time counts from it, also across a restart.
  const signedIn = <R extends { ok: boolean }>(result: R): R => {
    if (result.ok) {
      s.activity.record();
      s.activity.flush();
    }
    return result;
  };
  ipc.handle(CHANNELS.vaultStoreToken, z.object({ token }).strict(), async ({ token: t }) =>
    signedIn(await s.vault.storeToken(t)),
  );
  ipc.handle(
    CHANNELS.vaultStoreLegacyToken,
    z.object({ token, role: z.enum(['investor', 'borrower']) }).strict(),
    async ({ token: t, role }) => signedIn(await s.vault.storeLegacyToken(t, role)),
  );
  ipc.handle(CHANNELS.vaultStatus, noPayload, () => s.vault.status());
  ipc.handle(CHANNELS.vaultClear, noPayload, async () => {
    s.activity.forget();
    return s.vault.clear();
  });
  ipc.on(CHANNELS.vaultActivity, noPayload, () => s.activity.record());

  ipc.handle(
    CHANNELS.downloadsSave,
    z
      .object({
        kind,
        apiPath: z.string().max(512),
        query: z.record(z.string().max(512), z.string().max(512)).optional(),
        suggestedName,
      })
      .strict(),
    (request) => s.downloads.save(request),
  );
  ipc.handle(
    CHANNELS.downloadsSaveBase64,
    z.object({ kind, base64: z.string().max(70 * 1024 * 1024), suggestedName }).strict(),
    (request) => s.downloads.saveBase64(request),
  );

  ipc.handle(CHANNELS.deepLinksExpect, z.object({ state }).strict(), ({ state: st }) => {
    s.callbackStates.expect(st);
    return ok(undefined);
  });
  ipc.on(CHANNELS.deepLinksReady, noPayload, () => s.deepLinks.ready(s.deliverDeepLink));

  ipc.handle(CHANNELS.settingsGet, noPayload, () => s.settings.bridge());
  ipc.handle(
    CHANNELS.settingsSetLanguage,
    z.object({ language: z.enum(APP_LANGUAGES) }).strict(),
    ({ language }) => {
      const result = s.settings.setLanguage(language);
      if (result.ok) s.onLanguageChanged(result.value.language);
      return result;
    },
  );
  ipc.handle(CHANNELS.settingsWalkthrough, z.object({ userId }).strict(), ({ userId: id }) =>
    s.settings.walkthrough(id),
  );
  ipc.handle(
    CHANNELS.settingsSetWalkthrough,
    z.object({ userId, outcome: z.enum(WALKTHROUGH_OUTCOMES) }).strict(),
    ({ userId: id, outcome }) => s.settings.setWalkthrough(id, outcome),
  );

  ipc.handle(
    CHANNELS.notificationsNotify,
    z.object({ title: z.string().min(1).max(200), body: z.string().max(1000) }).strict(),
    (request) => s.notifier.notify(request),
  );

  ipc.handle(CHANNELS.appInfo, noPayload, () => s.info);
  ipc.handle(CHANNELS.appOpenExternal, z.object({ url: z.string() }).strict(), ({ url }) =>
    openExternalChecked(s.external, s.openExternal, url),
  );
  ipc.on(CHANNELS.appReportError, errorReport, (report) =>
    s.reportError(report.stack === undefined ? { message: report.message } : report),
  );
  ipc.handle(CHANNELS.appSaveDiagnostics, noPayload, () => s.saveDiagnostics());
}
