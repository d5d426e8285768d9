import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '#shared/bridge.ts';

type Listener = (event: unknown, payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const exposed: Array<[string, unknown]> = [];
const invoke = vi.fn((_channel: string, _payload?: unknown): Promise<unknown> =>
  Promise.resolve({ ok: true, value: 'v' }),
);
const send = vi.fn();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push([key, api]) },
  ipcRenderer: {
    invoke: (channel: string, payload?: unknown) => invoke(channel, payload),
    send: (...args: unknown[]): void => void send(...args),
    on: (channel: string, l: Listener) => {
      const set = listeners.get(channel) ?? new Set<Listener>();
      set.add(l);
      listeners.set(channel, set);
    },
    removeListener: (channel: string, l: Listener) => listeners.get(channel)?.delete(l),
  },
}));

let bridge: DesktopBridge;
beforeAll(async () => {
  await import('./index.ts');
  bridge = exposed[0]?.[1] as DesktopBridge;
});

describe('preload', () => {
  it('exposes exactly one global, `desktop`, with exactly the seven domains', () => {
    expect(exposed.map(([key]) => key)).toEqual(['desktop']);
    expect(Object.keys(bridge).sort()).toEqual([
      'app',
      'deepLinks',
      'downloads',
      'notifications',
      'offline',
      'settings',
      'vault',
    ]);
    expect(Object.keys(bridge.vault).sort()).toEqual([
      'clear',
      'recordActivity',
      'status',
      'storeLegacyToken',
      'storeToken',
    ]);
    expect(Object.keys(bridge.downloads).sort()).toEqual(['onProgress', 'save', 'saveBase64']);
    expect(Object.keys(bridge.deepLinks).sort()).toEqual(['expectCallback', 'onDeepLink', 'ready']);
    expect(Object.keys(bridge.settings).sort()).toEqual([
      'get',
      'setLanguage',
      'setWalkthrough',
      'walkthrough',
    ]);
    expect(Object.keys(bridge.notifications)).toEqual(['notify']);
    expect(Object.keys(bridge.offline).sort()).toEqual(['lastView', 'rememberView']);
    expect(Object.keys(bridge.app).sort()).toEqual([
      'info',
      'onMenuCommand',
      'openExternal',
      'reportError',
      'saveDiagnostics',
    ]);
  });

  it('calls one fixed channel per method and unwraps the envelope', async () => {
    expect(await bridge.app.info()).toBe('v');
    expect(invoke).toHaveBeenLastCalledWith('app:info', undefined);
    await bridge.vault.storeToken('t');
    expect(invoke).toHaveBeenLastCalledWith('vault:store-token', { token: 't' });
    bridge.deepLinks.ready();
    expect(send).toHaveBeenCalledWith('deep-links:ready');
    bridge.vault.recordActivity();
    expect(send).toHaveBeenLastCalledWith('vault:activity');
  });

  it('turns refused calls into the method’s failure value', async () => {
    invoke.mockResolvedValueOnce({ ok: false, reason: 'forbidden' });
    expect(await bridge.app.openExternal('x')).toEqual({ ok: false, reason: 'not-allowed' });
    invoke.mockResolvedValueOnce({ ok: false, reason: 'invalid' });
    expect(await bridge.downloads.save({ kind: 'csv', apiPath: 'x', suggestedName: 'x' })).toEqual({
      status: 'failed',
      reason: 'invalid',
    });
    invoke.mockResolvedValueOnce({ ok: false, reason: 'internal' });
    expect(await bridge.vault.clear()).toEqual({ ok: false, reason: 'unavailable' });
    invoke.mockResolvedValueOnce({ ok: false, reason: 'forbidden' });
    await expect(bridge.settings.get()).rejects.toThrow('forbidden');
    invoke.mockResolvedValueOnce({ ok: false, reason: 'internal' });
    expect(await bridge.offline.lastView('deposit:D1')).toBeNull();
    expect(invoke).toHaveBeenLastCalledWith('offline:last-view', { portfolio: 'deposit:D1' });
  });

  it('passes only the payload to subscribers and unsubscribes', () => {
    const got: unknown[][] = [];
    const off = bridge.deepLinks.onDeepLink((...args) => got.push(args));
    const fire = (payload: unknown) =>
      listeners.get('deep-links:event')?.forEach((l) => l({ sender: 'IPC EVENT' }, payload));
    fire({ kind: 'onfido/redirect', state: 's' });
    expect(got).toEqual([[{ kind: 'onfido/redirect', state: 's' }]]);
    off();
    fire({ kind: 'onfido/redirect', state: 't' });
    expect(got).toHaveLength(1);
    expect(listeners.get('deep-links:event')?.size).toBe(0);
  });

  it('hands the menu’s commands to subscribers, payload only', () => {
    const got: unknown[][] = [];
    const off = bridge.app.onMenuCommand((...args) => got.push(args));
    const fire = (payload: unknown) =>
      listeners.get('app:menu-command')?.forEach((l) => l({ sender: 'IPC EVENT' }, payload));
    fire('about');
    off();
    fire('customer-service');
    expect(got).toEqual([['about']]);
    expect(listeners.get('app:menu-command')?.size).toBe(0);
  });
});
