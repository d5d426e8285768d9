import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS } from '#shared/bridge-contract.ts';
import type { DeepLink } from '#shared/deep-links.ts';
import { bridgeHandlers, registerBridgeHandlers } from './bridge-handlers.ts';
import type { BridgeServices } from './bridge-handlers.ts';
import { createCallbackStateStore } from '../deep-links/callback-states.ts';
import { createDeepLinkRouter } from '../deep-links/router.ts';
import { createExternalLinkPolicy } from '../origins/external-links.ts';
import { createIpc, serveBridge } from './typed-ipc.ts';
import type { IpcEventLike, IpcMainLike } from './typed-ipc.ts';
import { silentLogger } from '../log.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { createSettingsService } from '../settings/service.ts';

function memoryStore() {
  const data: Record<string, unknown> = {};
  return { store: data, set: (key: string, value: unknown) => void (data[key] = value) };
}

vi.mock('electron', () => ({ ipcMain: {} }));

function setup() {
  const handlers = new Map<string, (e: IpcEventLike, p: unknown) => unknown>();
  const ons = new Map<string, (e: IpcEventLike, p: unknown) => void>();
  const fake: IpcMainLike = {
    handle: (c, l) => void handlers.set(c, l),
    on: (c, l) => void ons.set(c, l),
  };
  const states = createCallbackStateStore();
  const router = createDeepLinkRouter(states, silentLogger);
  const delivered: DeepLink[] = [];
  const show = vi.fn();
  const vaultStatus = { hasToken: true, legacyRole: null, backend: 'keychain', memoryOnly: false };
  const services = {
    vault: {
      storeToken: vi.fn((t: string) =>
        Promise.resolve(
          t === 'bad' ? { ok: false, reason: 'invalid' } : { ok: true, value: vaultStatus },
        ),
      ),
      clear: vi.fn(() => Promise.resolve({ ok: true, value: { ...vaultStatus, hasToken: false } })),
    },
    activity: { record: vi.fn(), flush: vi.fn(), forget: vi.fn(), lastInput: vi.fn() },
    downloads: {},
    deepLinks: router,
    callbackStates: states,
    deliverDeepLink: (l: DeepLink) => delivered.push(l),
    settings: createSettingsService(memoryStore(), { status: 'absent' }, {}),
    onLanguageChanged: vi.fn(),
    notifier: createNotifier({ isSupported: () => true, windowFocused: () => false, show }),
    offline: {
      remember: vi.fn(() => ({ ok: true, value: undefined })),
      lastView: vi.fn(() => null),
      erase: vi.fn(),
      check: vi.fn(),
    },
    external: createExternalLinkPolicy(['vertaislaina.fi']),
    openExternal: vi.fn(() => Promise.resolve()),
    info: { version: '1.2.3', platform: 'electron' },
    reportError: vi.fn(),
    saveDiagnostics: vi.fn(() => Promise.resolve({ status: 'canceled' })),
  } as unknown as BridgeServices;
  registerBridgeHandlers(
    createIpc(fake, () => ['app://vertaislaina'], silentLogger),
    services,
  );
  const event: IpcEventLike = { senderFrame: { url: 'app://vertaislaina/', parent: null } };
  return { handlers, ons, router, delivered, services, event, show };
}

describe('bridge handlers', () => {
  it('registers exactly one handler per bridge method and nothing else', () => {
    const s = setup();
    const sent: string[] = ['deep-links:ready', 'app:report-error', 'vault:activity'];
    const events: string[] = [
      'deep-links:event',
      'downloads:progress',
      'app:menu-command',
      ...sent,
    ];
    const expected = Object.keys(BRIDGE_CHANNELS).filter((c) => !events.includes(c));
    expect([...s.handlers.keys()].sort()).toEqual(expected.sort());
    expect([...s.ons.keys()].sort()).toEqual([...sent].sort());
  });

  it('keeps the last input for a restart: on input, at sign-in, and forgets it at sign-out', async () => {
    const s = setup();
    const { activity } = s.services;
    s.ons.get('vault:activity')?.(s.event, undefined);
    expect(activity.record).toHaveBeenCalledTimes(1);
    expect(activity.flush).not.toHaveBeenCalled();

    await s.handlers.get('vault:store-token')?.(s.event, { token: 'bad' });
    expect(activity.record).toHaveBeenCalledTimes(1);
    await s.handlers.get('vault:store-token')?.(s.event, { token: 'tok' });
    expect(activity.record).toHaveBeenCalledTimes(2);
    expect(activity.flush).toHaveBeenCalledTimes(1);

    await s.handlers.get('vault:clear')?.(s.event, undefined);
    expect(activity.forget).toHaveBeenCalledTimes(1);
  });

  it('erases the portfolios’ last views at every sign-in and at sign-out', async () => {
    const s = setup();
    const { offline, vault } = s.services;
    await s.handlers.get('vault:store-token')?.(s.event, { token: 'tok' });
    expect(offline.erase).toHaveBeenCalledWith('sign-in');
    expect(vi.mocked(offline.erase).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(vault.storeToken).mock.invocationCallOrder[0] ?? 0,
    );
    await s.handlers.get('vault:clear')?.(s.event, undefined);
    expect(offline.erase).toHaveBeenLastCalledWith('logout');
    expect(offline.erase).toHaveBeenCalledTimes(2);
  });

  it('hands a last view to the cache only when it fits the contract', async () => {
    const s = setup();
    const remember = s.handlers.get('offline:remember-view');
    expect(await remember?.(s.event, { view: { portfolio: 'deposit:D1' } })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(s.services.offline.remember).not.toHaveBeenCalled();
    expect(await s.handlers.get('offline:last-view')?.(s.event, { portfolio: '../x' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      await s.handlers.get('offline:last-view')?.(s.event, { portfolio: 'legacy:80501' }),
    ).toEqual({ ok: true, value: null });
    expect(s.services.offline.lastView).toHaveBeenCalledWith('legacy:80501');
  });

  it('expectCallback + ready delivers a bank callback once', async () => {
    const s = setup();
    const expectCb = s.handlers.get('deep-links:expect');
    expect(await expectCb?.(s.event, { state: 'bank-state-1' })).toEqual({
      ok: true,
      value: { ok: true },
    });
    expect(await expectCb?.(s.event, { state: 'has space' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    s.router.receive('vertaislaina://auth/callback?code=c&state=bank-state-1');
    s.router.receive('vertaislaina://auth/callback?code=c&state=bank-state-1');
    expect(s.delivered).toEqual([]);
    s.ons.get('deep-links:ready')?.(s.event, undefined);
    expect(s.delivered).toEqual([{ kind: 'auth/callback', code: 'c', state: 'bank-state-1' }]);
  });

  it('passes renderer error reports of bounded size to the log sink, nothing else', () => {
    const s = setup();
    const report = s.ons.get('app:report-error');
    report?.(s.event, { message: 'TypeError: x', stack: 'at y' });
    report?.(s.event, { message: 'no stack' });
    report?.(s.event, { message: 'x'.repeat(2_001) });
    report?.(s.event, { message: 'm', stack: 's'.repeat(16_001) });
    report?.(s.event, { message: 'm', extra: 1 });
    report?.(s.event, 'just a string');
    report?.({ senderFrame: { url: 'https://evil.example/', parent: null } }, { message: 'x' });
    expect(vi.mocked(s.services.reportError).mock.calls).toEqual([
      [{ message: 'TypeError: x', stack: 'at y' }],
      [{ message: 'no stack' }],
    ]);
  });

  it('saves diagnostics through the service and takes no payload', async () => {
    const s = setup();
    const save = s.handlers.get('app:save-diagnostics');
    expect(await save?.(s.event, undefined)).toEqual({ ok: true, value: { status: 'canceled' } });
    expect(await save?.(s.event, { path: '/etc' })).toEqual({ ok: false, reason: 'invalid' });
    expect(s.services.saveDiagnostics).toHaveBeenCalledOnce();
  });

  it('openExternal goes through the allowlist', async () => {
    const s = setup();
    const open = s.handlers.get('app:open-external');
    expect(await open?.(s.event, { url: 'https://evil.example/' })).toEqual({
      ok: true,
      value: { ok: false, reason: 'not-allowed' },
    });
    expect(s.services.openExternal).not.toHaveBeenCalled();
    expect(await open?.(s.event, { url: 'https://vertaislaina.fi/' })).toEqual({
      ok: true,
      value: { ok: true, value: undefined },
    });
  });

  it('keeps the walk-through per user and refuses a malformed request', async () => {
    const s = setup();
    const set = s.handlers.get('settings:set-walkthrough');
    const get = s.handlers.get('settings:walkthrough');
    expect(await set?.(s.event, { userId: 7, outcome: 'completed' })).toEqual({
      ok: true,
      value: { ok: true, value: undefined },
    });
    expect(await get?.(s.event, { userId: 7 })).toEqual({ ok: true, value: 'completed' });
    expect(await set?.(s.event, { userId: 7, outcome: 'later' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await get?.(s.event, { userId: '7' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('passes a notification of the right shape to the notifier, nothing else', async () => {
    const s = setup();
    const notify = s.handlers.get('notifications:notify');
    expect(await notify?.(s.event, { title: 'Paid', body: 'Your withdrawal is paid.' })).toEqual({
      ok: true,
      value: 'shown',
    });
    expect(s.show).toHaveBeenCalledWith({ title: 'Paid', body: 'Your withdrawal is paid.' });
    expect(await notify?.(s.event, { title: '', body: 'x' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await notify?.(s.event, { title: 'T', body: 'B', icon: 'file:///x' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(s.show).toHaveBeenCalledTimes(1);
  });

  it('tells main of a new language (the menu follows), not of a refused one', async () => {
    const s = setup();
    const set = s.handlers.get('settings:set-language');
    expect(await set?.(s.event, { language: 'sv' })).toMatchObject({
      ok: true,
      value: { ok: true, value: { language: 'sv' } },
    });
    expect(s.services.onLanguageChanged).toHaveBeenCalledWith('sv');
    expect(await set?.(s.event, { language: 'se' })).toEqual({ ok: false, reason: 'invalid' });
    expect(s.services.onLanguageChanged).toHaveBeenCalledTimes(1);
  });

  it('cannot be served without a handler for every channel, or with a wrong answer (compile time)', () => {
    const { calls, notices } = bridgeHandlers(setup().services);
    const ipc = createIpc({ handle: vi.fn(), on: vi.fn() }, () => [], silentLogger);
    const { 'app:info': _info, ...withoutInfo } = calls;
    // @ts-expect-error every call of the contract needs its handler
    serveBridge(ipc, { calls: withoutInfo, notices });
    // @ts-expect-error app:info answers the whole AppInfo, not its version alone
    serveBridge(ipc, { calls: { ...calls, 'app:info': () => '1.2.3' }, notices });
    const { 'deep-links:ready': _ready, ...withoutReady } = notices;
    // @ts-expect-error every notice of the contract needs its handler
    serveBridge(ipc, { calls, notices: withoutReady });
  });
});
