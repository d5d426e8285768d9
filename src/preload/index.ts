import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopBridge, DownloadResult, VaultFailure } from '#shared/bridge.ts';
import type {
  CallChannel,
  ChannelAnswer,
  ChannelPayload,
  EventChannel,
  EventPayload,
  IpcFailure,
  IpcReply,
  NoticeChannel,
} from '#shared/bridge-contract.ts';
import type { Result } from '#shared/result.ts';

/**
 * Exposes `window.desktop` — the DesktopBridge and nothing else. Each method is one fixed
 * channel of the bridge contract; listeners get the payload only, never the IPC event; main's
 * envelope is unwrapped here.
 */

type EventListener<C extends EventChannel> = (event: unknown, payload: EventPayload<C>) => void;

/**
 * Electron's ipcRenderer as the contract types it: main answers a call with the envelope of the
 * call's answer and sends each event with its payload (both checked by the contract there).
 */
interface ContractIpcRenderer {
  invoke<C extends CallChannel>(
    channel: C,
    payload: ChannelPayload<C>,
  ): Promise<IpcReply<ChannelAnswer<C>>>;
  send<C extends NoticeChannel>(
    channel: C,
    ...payload: ChannelPayload<C> extends undefined ? [] : [ChannelPayload<C>]
  ): void;
  on<C extends EventChannel>(channel: C, listener: EventListener<C>): unknown;
  removeListener<C extends EventChannel>(channel: C, listener: EventListener<C>): unknown;
}
const ipc: ContractIpcRenderer = ipcRenderer;

async function invoke<C extends CallChannel>(
  channel: C,
  payload: ChannelPayload<C>,
  onFailure: (reason: IpcFailure) => ChannelAnswer<C>,
): Promise<ChannelAnswer<C>> {
  const reply = await ipc.invoke(channel, payload);
  return reply.ok ? reply.value : onFailure(reply.reason);
}

/** For methods whose result has no failure shape: a refused call can only be a programming error. */
const reject = (reason: IpcFailure): never => {
  throw new Error(`desktop bridge: ${reason}`);
};

/** A refused call as the method's failure value: `invalid` as it is, any other as `other`. */
const failure =
  <R extends string>(other: R) =>
  (reason: IpcFailure): Result<never, 'invalid' | R> => ({
    ok: false,
    reason: reason === 'invalid' ? 'invalid' : other,
  });

const vaultFailure: (reason: IpcFailure) => Result<never, VaultFailure> = failure('unavailable');

const downloadFailure = (reason: IpcFailure): DownloadResult => ({
  status: 'failed',
  reason: reason === 'invalid' ? 'invalid' : 'io',
});

const invalid = () => ({ ok: false, reason: 'invalid' }) as const;

function subscribe<C extends EventChannel>(
  channel: C,
  listener: (payload: EventPayload<C>) => void,
): () => void {
  const wrapped: EventListener<C> = (_event, payload) => listener(payload);
  ipc.on(channel, wrapped);
  return () => {
    ipc.removeListener(channel, wrapped);
  };
}

const bridge: DesktopBridge = {
  vault: {
    storeToken: (token) => invoke('vault:store-token', { token }, vaultFailure),
    storeLegacyToken: (token, role) =>
      invoke('vault:store-legacy-token', { token, role }, vaultFailure),
    status: () => invoke('vault:status', undefined, reject),
    clear: () => invoke('vault:clear', undefined, vaultFailure),
    recordActivity: () => ipc.send('vault:activity'),
  },
  downloads: {
    save: (request) => invoke('downloads:save', request, downloadFailure),
    saveBase64: (request) => invoke('downloads:save-base64', request, downloadFailure),
    onProgress: (listener) => subscribe('downloads:progress', listener),
  },
  deepLinks: {
    expectCallback: (state) => invoke('deep-links:expect', { state }, invalid),
    onDeepLink: (listener) => subscribe('deep-links:event', listener),
    ready: () => ipc.send('deep-links:ready'),
  },
  settings: {
    get: () => invoke('settings:get', undefined, reject),
    setLanguage: (language) => invoke('settings:set-language', { language }, invalid),
    walkthrough: (userId) => invoke('settings:walkthrough', { userId }, reject),
    setWalkthrough: (userId, outcome) =>
      invoke('settings:set-walkthrough', { userId, outcome }, invalid),
  },
  notifications: {
    notify: ({ title, body }) =>
      invoke('notifications:notify', { title, body }, () => 'unsupported' as const),
  },
  offline: {
    rememberView: (view) => invoke('offline:remember-view', { view }, failure('unavailable')),
    // A view that cannot be had is no view: the page says nothing was kept.
    lastView: (portfolio) => invoke('offline:last-view', { portfolio }, () => null),
  },
  app: {
    info: () => invoke('app:info', undefined, reject),
    openExternal: (url) => invoke('app:open-external', { url }, failure('not-allowed')),
    reportError: ({ message, stack }) =>
      ipc.send('app:report-error', stack === undefined ? { message } : { message, stack }),
    saveDiagnostics: () =>
      invoke('app:save-diagnostics', undefined, (reason) => ({
        status: 'failed' as const,
        reason: reason === 'invalid' ? ('invalid' as const) : ('io' as const),
      })),
    onMenuCommand: (listener) => subscribe('app:menu-command', listener),
  },
};

contextBridge.exposeInMainWorld('desktop', bridge);
