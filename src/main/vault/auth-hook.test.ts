import { describe, expect, it } from 'vitest';
import { installAuthHeader, type HeaderHook, type HookDetails } from './auth-hook.ts';
import type { FrameLike } from './requester.ts';

const APP = 'app://vertaislaina';
const API = 'http://127.0.0.1:4010';
const PROVIDER = 'https://kreditz.example';
const tokens = { token: 'T', legacy: null };

/** Frames as Electron's WebFrameMain has them: a main frame has no parent. */
const mainFrame = (origin: string): FrameLike => ({ origin, parent: null });
const subFrame = (origin: string): FrameLike => ({ origin, parent: mainFrame(APP) });
const disposedFrame: FrameLike = {
  get origin(): string {
    throw new Error('Render frame was disposed before WebFrameMain could be accessed');
  },
  parent: null,
};

/** A session whose webRequest hands the hook requests described as Electron's docs do. */
function hookedSession() {
  let listener: Parameters<HeaderHook['onBeforeSendHeaders']>[1] | null = null;
  const filters: string[][] = [];
  const webRequest: HeaderHook = {
    onBeforeSendHeaders: (filter, l) => {
      filters.push(filter.urls);
      listener = l;
    },
  };
  installAuthHeader({ webRequest }, API, [APP], { tokens: () => tokens });
  const send = (details: Partial<HookDetails>): Record<string, string> => {
    let sent: Record<string, string> | null = null;
    listener?.(
      { url: `${API}/api/user`, requestHeaders: {}, ...details },
      ({ requestHeaders }) => void (sent = requestHeaders),
    );
    if (sent === null) throw new Error('the hook did not answer');
    return sent;
  };
  return { send, filters };
}

const SIGNED = { Authorization: 'Bearer T', 'X-Vertaislaina-Client': 'desktop' };

describe('installAuthHeader', () => {
  it('signs the app page’s own requests and those of the worker it started', () => {
    const { send, filters } = hookedSession();
    expect(filters).toEqual([['http://127.0.0.1/*']]);
    const page = { initiatorOrigin: APP, frame: mainFrame(APP) };
    expect(send({ ...page, requestHeaders: { Origin: APP } })).toEqual({ Origin: APP, ...SIGNED });
    expect(send(page)).toEqual(SIGNED);
    // A dedicated worker's requests have no frame in Electron (Chromium passes none).
    expect(
      send({ initiatorOrigin: APP, frame: undefined, requestHeaders: { origin: APP } }),
    ).toEqual({ origin: APP, ...SIGNED });
  });

  it('signs main’s own requests (net.request for downloads: no frame, no initiator)', () => {
    expect(hookedSession().send({})).toEqual(SIGNED);
  });

  it('never signs a provider frame’s request, with or without an Origin header', () => {
    const { send } = hookedSession();
    const framed = { initiatorOrigin: PROVIDER, frame: subFrame(PROVIDER) };
    // fetch(api, { method: 'POST', mode: 'no-cors' }): Chromium sends the frame's Origin.
    expect(
      send({ ...framed, requestHeaders: { Origin: PROVIDER, Authorization: 'Bearer forged' } }),
    ).toEqual({ Origin: PROVIDER });
    // A no-cors GET carries no Origin at all.
    expect(send(framed)).toEqual({});
    // The embedded sandbox's provider pages are on the API origin itself.
    expect(send({ initiatorOrigin: API, frame: subFrame(API) })).toEqual({});
    // The same from a worker that the provider's page started.
    expect(send({ initiatorOrigin: PROVIDER })).toEqual({});
    // A sandboxed frame has an opaque origin.
    expect(send({ initiatorOrigin: 'null', frame: subFrame('null') })).toEqual({});
  });

  it('never signs a request whose frame, initiator or Origin is not the app page’s', () => {
    const { send } = hookedSession();
    expect(send({ initiatorOrigin: APP, frame: subFrame(APP) })).toEqual({});
    expect(send({ initiatorOrigin: PROVIDER, frame: mainFrame(PROVIDER) })).toEqual({});
    expect(send({ initiatorOrigin: PROVIDER, frame: mainFrame(APP) })).toEqual({});
    expect(send({ initiatorOrigin: APP, frame: disposedFrame })).toEqual({});
    const page = { initiatorOrigin: APP, frame: mainFrame(APP) };
    expect(send({ ...page, requestHeaders: { origin: PROVIDER } })).toEqual({ origin: PROVIDER });
    expect(send({ requestHeaders: { Origin: 'null' } })).toEqual({ Origin: 'null' });
  });

  it('leaves requests to other origins alone', () => {
    const { send } = hookedSession();
    const other = { url: 'http://127.0.0.1:9999/api/user', requestHeaders: { Authorization: 'x' } };
    expect(send({ ...other, initiatorOrigin: PROVIDER })).toEqual({ Authorization: 'x' });
  });
});
