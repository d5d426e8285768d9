import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CHANNELS } from '#shared/bridge.ts';
import { createIpc, isTrustedSender, sendEvent } from './typed-ipc.ts';
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
  it('runs the handler for a trusted sender with a valid payload and wraps the result', async () => {
    const f = fakeIpcMain();
    const ipc = createIpc(f.ipc, () => TRUSTED, silentLogger);
    const handler = vi.fn((input: { url: string }) => `opened ${input.url}`);
    ipc.handle(CHANNELS.appOpenExternal, z.object({ url: z.string() }), handler);
    expect(
      await f.invoke(CHANNELS.appOpenExternal, f.frame('app://vertaislaina/'), { url: 'u' }),
    ).toEqual({
      ok: true,
      value: 'opened u',
    });
  });

  it('refuses untrusted senders without running the handler', async () => {
    const f = fakeIpcMain();
    const handler = vi.fn(() => 'x');
    createIpc(f.ipc, () => TRUSTED, silentLogger).handle(
      CHANNELS.vaultStatus,
      z.undefined(),
      handler,
    );
    for (const event of [
      f.frame('https://evil.example/'),
      f.frame('app://vertaislaina/', {}),
      { senderFrame: null },
    ]) {
      expect(await f.invoke(CHANNELS.vaultStatus, event)).toEqual({
        ok: false,
        reason: 'forbidden',
      });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses invalid payloads and turns thrown errors into values', async () => {
    const f = fakeIpcMain();
    const ipc = createIpc(f.ipc, () => TRUSTED, silentLogger);
    ipc.handle(CHANNELS.vaultStoreToken, z.object({ token: z.string() }), () => {
      throw new Error('secret detail');
    });
    const event = f.frame('app://vertaislaina/');
    expect(await f.invoke(CHANNELS.vaultStoreToken, event, { token: 1 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await f.invoke(CHANNELS.vaultStoreToken, event, { token: 't' })).toEqual({
      ok: false,
      reason: 'internal',
    });
  });

  it('reads the trusted origins at call time (the dev server or sandbox may start later)', async () => {
    const f = fakeIpcMain();
    let trusted: string[] = [];
    createIpc(f.ipc, () => trusted, silentLogger).handle(
      CHANNELS.appInfo,
      z.undefined(),
      () => 'info',
    );
    expect(await f.invoke(CHANNELS.appInfo, f.frame('app://vertaislaina/'))).toMatchObject({
      ok: false,
    });
    trusted = ['app://vertaislaina'];
    expect(await f.invoke(CHANNELS.appInfo, f.frame('app://vertaislaina/'))).toEqual({
      ok: true,
      value: 'info',
    });
  });
});

describe('typed on()', () => {
  it('only fires for trusted senders with valid payloads', () => {
    const f = fakeIpcMain();
    const handler = vi.fn();
    createIpc(f.ipc, () => TRUSTED, silentLogger).on(
      CHANNELS.deepLinksReady,
      z.undefined(),
      handler,
    );
    f.emit(CHANNELS.deepLinksReady, f.frame('https://evil.example/'));
    f.emit(CHANNELS.deepLinksReady, f.frame('app://vertaislaina/'), { extra: true });
    expect(handler).not.toHaveBeenCalled();
    f.emit(CHANNELS.deepLinksReady, f.frame('app://vertaislaina/'));
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('sendEvent', () => {
  it('sends only the payload, and nothing to a destroyed target', () => {
    const send = vi.fn();
    sendEvent({ isDestroyed: () => false, send }, CHANNELS.downloadsProgress, { id: 'a' });
    expect(send).toHaveBeenCalledWith('downloads:progress', { id: 'a' });
    sendEvent({ isDestroyed: () => true, send }, CHANNELS.downloadsProgress, { id: 'b' });
    sendEvent(null, CHANNELS.downloadsProgress, { id: 'c' });
    expect(send).toHaveBeenCalledOnce();
  });
});
