import type { BrowserWindow, SafeStorage, Session } from 'electron';
import type { Logger } from '../log.ts';
import { openOfflineCache } from '../offline-cache/open-offline-cache.ts';
import type { OfflineCache } from '../offline-cache/offline-cache.ts';
import type { SettingsService } from '../settings/service.ts';
import { installAuthHeader } from '../vault/auth-hook.ts';
import { clearWindowSessionStorage, openAppVault } from '../vault/electron-vault.ts';
import type { KeyValueStore } from '../vault/ciphertext-store.ts';
import type { SessionActivity } from '../vault/session-activity.ts';
import type { TokenVault } from '../vault/types.ts';

/**
 * What belongs to the signed-in user, opened together on the API's session: the token vault with
 * the saved session restored, the record of the last input, the bearer header on the API's
 * requests, and the offline views bound to that session and its idle timeout.
 */
export async function openUserSession(deps: {
  app: Parameters<typeof openAppVault>[0]['app'];
  safeStorage: SafeStorage;
  store: KeyValueStore;
  session: Session;
  apiOrigin: string | null;
  appOrigins: readonly string[];
  mainWindow: () => BrowserWindow | null;
  settings: SettingsService;
  log: Logger;
}): Promise<{ vault: TokenVault; activity: SessionActivity; offline: OfflineCache }> {
  const timeoutMinutes = deps.settings.effective().sessionTimeoutMinutes.value;
  const { safeStorage, store, log } = deps;
  const { vault, activity } = await openAppVault({
    app: deps.app,
    safeStorage,
    store,
    session: deps.session,
    clearPageSessionStorage: clearWindowSessionStorage(deps.mainWindow),
    timeoutMinutes,
    log,
  });
  if (deps.apiOrigin) installAuthHeader(deps.session, deps.apiOrigin, deps.appOrigins, vault);
  const offline = openOfflineCache({
    safeStorage,
    store,
    vault,
    activity,
    timeoutMinutes,
    now: () => Date.now(),
    log,
  });
  return { vault, activity, offline };
}
