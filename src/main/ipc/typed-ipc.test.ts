import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, isCallChannel, isNoticeChannel } from '#shared/bridge-contract.ts';
import type { AppInfo, DownloadProgress, VaultStatus } from '#shared/bridge.ts';
import { fail, ok } from '#shared/result.ts';
import { createIpc, isTrustedSender, sendEvent } from './typed-ipc.ts';
import type { TypedIpc } from './typed-ipc.ts';
import { originOf } from '../origins/app-origin.ts';
import type { IpcEventLike, IpcMainLike } from './typed-ipc.ts';
import { silentLogger } from '../log.ts';

vi.mock('electron', () => ({ ipcMain: {} }));

type Listener = (event: IpcEventLike, payload: unknown) => unknown;

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const listeners = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    on: (channel, listener) => void listeners.set(channel, listener),
  };
  const frame = (url: string, parent: unknown = null): IpcEventLike => ({
    senderFrame: { url, parent },
  });
  return {
    ipc,
    invoke: (channel: string, event: IpcEventLike, payload?: unknown) =>
      handlers.get(channel)?.(event, payload),
    emit: (channel: string, event: IpcEventLike, payload?: unknown) =>
      listeners.get(channel)?.(event, payload),
    frame,
  };
}

const TRUSTED = ['app://vertaislaina', 'http://localhost:5173'];

describe('sender check', () => {
  it.each([
    ['app://vertaislaina/index.html', true],
    ['app://vertaislaina/dashboard/investor?x=1', true],
    ['http://localhost:5173/', true],
    ['app://vertaislaina.evil/index.html', false],
    ['app://evil/index.html', false],
    ['http://localhost:5174/', false],
    ['https://localhost:5173/', false],
    ['http://127.0.0.1:5173/', false],
    ['file:///app/index.html', false],
    ['https://vertaislaina.fi/', false],
    ['about:blank', false],
    ['data:text/html,x', false],
    ['', false],
  ])('%s → %s', (url, trusted) => {
    expect(isTrustedSender({ url, parent: null }, TRUSTED)).toBe(trusted);
  });

  it('refuses subframes and destroyed frames even from our origin', () => {
    expect(isTrustedSender({ url: 'app://vertaislaina/', parent: {} }, TRUSTED)).toBe(false);
    expect(isTrustedSender(null, TRUSTED)).toBe(false);
  });

  it('computes custom-scheme origins like Chromium', () => {
    expect(originOf('app://vertaislaina/a/b')).toBe('app://vertaislaina');
    expect(originOf('vertaislaina://auth/callback')).toBeNull();
  });
});

describe('typed handle()', () => {
  const info: AppInfo = { version: '1.2.3', platform: 'electron' };
  const status: VaultStatus = {
    hasToken: false,
    legacyRole: null,
    backend: 'memory',
    memoryOnly: true,
  };

  it('runs the handler for a trusted sender with a valid payload and wraps the result', async () => {
    const f = fakeIpcMain();
    const ipc = createIpc(f.ipc, () => TRUSTED, silentLogger);
    const handler = vi.fn(({ url }: { url: string }) =>
      url === 'u' ? ok(undefined) : fail('not-allowed'),
    );
    ipc.handle('app:open-external', handler);
    expect(
      await f.invoke('app:open-external', f.frame('app://vertaislaina/'), { url: 'u' }),
    ).toEqual({ ok: true, value: { ok: true, value: undefined } });
    expect(handler).toHaveBeenCalledWith({ url: 'u' });
  });

  it('refuses untrusted senders without running the handler', async () => {
    const f = fakeIpcMain();
    const handler = vi.fn(() => status);
    createIpc(f.ipc, () => TRUSTED, silentLogger).handle('vault:status', handler);
    for (const event of [
      f.frame('https://evil.example/'),
      f.frame('app://vertaislaina/', {}),
      { senderFrame: null },
    ]) {
      expect(await f.invoke('vault:status', event)).toEqual({
        ok: false,
        reason: 'forbidden',
      });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses invalid payloads and turns thrown errors into values', async () => {
    const f = fakeIpcMain();
    const ipc = createIpc(f.ipc, () => TRUSTED, silentLogger);
    ipc.handle('vault:store-token', () => {
      throw new Error('secret detail');
    });
    const event = f.frame('app://vertaislaina/');
    expect(await f.invoke('vault:store-token', event, { token: 1 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await f.invoke('vault:store-token', event, { token: 't' })).toEqual({
      ok: false,
      reason: 'internal',
    });
  });

  it('reads the trusted origins at call time (the dev server or sandbox may start later)', async () => {
    const f = fakeIpcMain();
    let trusted: string[] = [];
    createIpc(f.ipc, () => trusted, silentLogger).handle('app:info', () => info);
    expect(await f.invoke('app:info', f.frame('app://vertaislaina/'))).toMatchObject({
      ok: false,
    });
    trusted = ['app://vertaislaina'];
    expect(await f.invoke('app:info', f.frame('app://vertaislaina/'))).toEqual({
      ok: true,
      value: info,
    });
  });

  it('parses every call with its own schema: a malformed payload reaches no handler', async () => {
    const f = fakeIpcMain();
    const ipc = createIpc(f.ipc, () => TRUSTED, silentLogger);
    const handler = vi.fn();
    const calls = Object.keys(BRIDGE_CHANNELS).filter(isCallChannel);
    for (const channel of calls) ipc.handle(channel, handler);
    for (const channel of calls) {
      for (const payload of [{ unexpected: true }, 'text', 42]) {
        expect(await f.invoke(channel, f.frame('app://vertaislaina/'), payload)).toEqual({
          ok: false,
          reason: 'invalid',
        });
      }
    }
    expect(calls).toHaveLength(17);
    expect(handler).not.toHaveBeenCalled();
  });

  it('accepts only the contract’s channels and answers (compile time)', () => {
    // Never run: each line only has to fail to compile.
    const misuses = (ipc: TypedIpc) => {
      // @ts-expect-error app:info answers the method's AppInfo, not a string
      ipc.handle('app:info', () => 'info');
      // @ts-expect-error the handler of vault:store-token gets { token }, not a number
      ipc.handle('vault:store-token', (_input: number) => ok(status));
      // @ts-expect-error a channel outside the contract cannot be handled
      ipc.handle('app:run-shell', () => info);
      // @ts-expect-error an event is main's to send, not a call to handle
      ipc.handle('downloads:progress', () => undefined);
      // @ts-expect-error a notice has no answer to give: it is registered with on()
      ipc.handle('vault:activity', () => undefined);
    };
    expect(misuses).toBeTypeOf('function');
  });
});

describe('typed on()', () => {
  it('only fires for trusted senders with valid payloads', () => {
    const f = fakeIpcMain();
    const handler = vi.fn();
    createIpc(f.ipc, () => TRUSTED, silentLogger).on('deep-links:ready', handler);
    f.emit('deep-links:ready', f.frame('https://evil.example/'));
    f.emit('deep-links:ready', f.frame('app://vertaislaina/'), { extra: true });
    expect(handler).not.toHaveBeenCalled();
    f.emit('deep-links:ready', f.frame('app://vertaislaina/'));
    expect(handler).toHaveBeenCalledOnce();
  });

  it('parses every notice with its own schema: a malformed payload reaches no handler', () => {
    const f = fakeIpcMain();
    const ipc = createIpc(f.ipc, () => TRUSTED, silentLogger);
    const handler = vi.fn();
    const notices = Object.keys(BRIDGE_CHANNELS).filter(isNoticeChannel);
    for (const channel of notices) ipc.on(channel, handler);
    for (const channel of notices) {
      for (const payload of [{ unexpected: true }, 'text', 42]) {
        f.emit(channel, f.frame('app://vertaislaina/'), payload);
      }
    }
    expect(notices).toHaveLength(3);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('sendEvent', () => {
  const progress = (id: string): DownloadProgress => ({ id, receivedBytes: 1, totalBytes: null });

  it('sends only the payload, and nothing to a destroyed target', () => {
    const send = vi.fn();
    sendEvent({ isDestroyed: () => false, send }, 'downloads:progress', progress('a'));
    expect(send).toHaveBeenCalledWith('downloads:progress', progress('a'));
    sendEvent({ isDestroyed: () => true, send }, 'downloads:progress', progress('b'));
    sendEvent(null, 'downloads:progress', progress('c'));
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends each event with its method’s payload (compile time)', () => {
    const target = { isDestroyed: () => true, send: vi.fn() };
    // @ts-expect-error a progress event carries the whole DownloadProgress
    sendEvent(target, 'downloads:progress', { id: 'a' });
    // @ts-expect-error the menu sends only its own commands
    sendEvent(target, 'app:menu-command', 'quit');
    // @ts-expect-error a call's channel is not an event
    sendEvent(target, 'app:info', { version: '1', platform: 'electron' });
  });
});
