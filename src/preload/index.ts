import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS } from '#shared/bridge.ts';
import type { Channel, DesktopBridge, DownloadResult, VaultFailure } from '#shared/bridge.ts';
import type { Result } from '#shared/result.ts';
import type { IpcFailure, IpcReply } from '../main/ipc/typed-ipc.ts';

/**
 * Exposes `window.desktop` — the DesktopBridge and nothing else. Each method is one fixed
 * channel; listeners get the payload only, never the IPC event; main's envelope is unwrapped here.
 */

async function invoke<T>(
  channel: Channel,
  payload: unknown,
  onFailure: (reason: IpcFailure) => T,
): Promise<T> {
  const reply = (await ipcRenderer.invoke(channel, payload)) as IpcReply<T>;
  return reply.ok ? reply.value : onFailure(reply.reason);
}

/** For methods whose result has no failure shape: a refused call can only be a programming error. */
const reject = (reason: IpcFailure): never => {
  throw new Error(`desktop bridge: ${reason}`);
};

const vaultFailure = (reason: IpcFailure): Result<never, VaultFailure> => ({
  ok: false,
  reason: reason === 'invalid' ? 'invalid' : 'unavailable',
});

const downloadFailure = (reason: IpcFailure): DownloadResult => ({
  status: 'failed',
  reason: reason === 'invalid' ? 'invalid' : 'io',
});

function subscribe<T>(channel: Channel, listener: (payload: T) => void): () => void {
  const wrapped = (_event: unknown, payload: T): void => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const bridge: DesktopBridge = {
  vault: {
    storeToken: (token) => invoke(CHANNELS.vaultStoreToken, { token }, vaultFailure),
    storeLegacyToken: (token, role) =>
      invoke(CHANNELS.vaultStoreLegacyToken, { token, role }, vaultFailure),
    status: () => invoke(CHANNELS.vaultStatus, undefined, reject),
    clear: () => invoke(CHANNELS.vaultClear, undefined, vaultFailure),
    recordActivity: () => ipcRenderer.send(CHANNELS.vaultActivity),
  },
  downloads: {
    save: (request) => invoke(CHANNELS.downloadsSave, request, downloadFailure),
    saveBase64: (request) => invoke(CHANNELS.downloadsSaveBase64, request, downloadFailure),
    onProgress: (listener) => subscribe(CHANNELS.downloadsProgress, listener),
  },
  deepLinks: {
    expectCallback: (state) =>
      invoke(
        CHANNELS.deepLinksExpect,
        { state },
        () => ({ ok: false, reason: 'invalid' }) as const,
      ),
    onDeepLink: (listener) => subscribe(CHANNELS.deepLinksEvent, listener),
    ready: () => ipcRenderer.send(CHANNELS.deepLinksReady),
  },
  settings: {
    get: () => invoke(CHANNELS.settingsGet, undefined, reject),
    setLanguage: (language) =>
      invoke(
        CHANNELS.settingsSetLanguage,
        { language },
        () => ({ ok: false, reason: 'invalid' }) as const,
      ),
    walkthrough: (userId) => invoke(CHANNELS.settingsWalkthrough, { userId }, reject),
    setWalkthrough: (userId, outcome) =>
      invoke(
        CHANNELS.settingsSetWalkthrough,
        { userId, outcome },
        () => ({ ok: false, reason: 'invalid' }) as const,
      ),
  },
  notifications: {
    notify: ({ title, body }) =>
      invoke(CHANNELS.notificationsNotify, { title, body }, () => 'unsupported' as const),
  },
  app: {
    info: () => invoke(CHANNELS.appInfo, undefined, reject),
    openExternal: (url) =>
      invoke(CHANNELS.appOpenExternal, { url }, (reason) =>
        reason === 'invalid'
          ? ({ ok: false, reason: 'invalid' } as const)
          : ({ ok: false, reason: 'not-allowed' } as const),
      ),
    reportError: ({ message, stack }) =>
      ipcRenderer.send(
        CHANNELS.appReportError,
        stack === undefined ? { message } : { message, stack },
      ),
    saveDiagnostics: () =>
      invoke(CHANNELS.appSaveDiagnostics, undefined, (reason) => ({
        status: 'failed' as const,
        reason: reason === 'invalid' ? ('invalid' as const) : ('io' as const),
      })),
    onMenuCommand: (listener) => subscribe(CHANNELS.appMenuCommand, listener),
  },
};

contextBridge.exposeInMainWorld('desktop', bridge);
