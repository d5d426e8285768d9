import { describe, expect, it, vi } from 'vitest';
import { createExternalLinkPolicy } from '../origins/external-links.ts';
import { silentLogger } from '../log.ts';
import { decideNavigation, guardContents } from './navigation.ts';
import type { GuardableContents } from './navigation.ts';

const APP = ['app://vertaislaina'];
const external = createExternalLinkPolicy(['vertaislaina.fi']);

describe('decideNavigation', () => {
  it.each([
    ['app://vertaislaina/dashboard', 'allow'],
    ['https://vertaislaina.fi/ehdot', 'open-external'],
    ['https://evil.example/', 'block'],
    ['app://evil/', 'block'],
    ['file:///etc/passwd', 'block'],
    ['javascript:alert(1)', 'block'],
    ['vertaislaina://auth/callback?state=x', 'block'],
  ])('%s → %s', (url, decision) => {
    expect(decideNavigation(url, APP, external)).toBe(decision);
  });
});

describe('guardContents', () => {
  /**
   * A web contents that fires navigation events as Electron's does (webContents docs, "Document
   * Navigations"): will-frame-navigate for any frame, then will-navigate for the main frame only,
   * then will-redirect, for any frame, per server redirect; none after one is prevented.
   */
  function fakeContents() {
    type Listener = (event: { url: string; isMainFrame: boolean; preventDefault(): void }) => void;
    const listeners = new Map<string, Listener>();
    let openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
    const contents: GuardableContents = {
      setWindowOpenHandler: (h) => void (openHandler = h),
      on: (name: string, l: Listener) => listeners.set(name, l),
    };
    const fire = (name: string, url: string, isMainFrame = true) => {
      const preventDefault = vi.fn();
      listeners.get(name)?.({ url, isMainFrame, preventDefault });
      return preventDefault.mock.calls.length > 0;
    };
    /** A navigation to `url` that the server redirects through `redirects`: true if prevented. */
    const navigate = (frame: 'main' | 'sub', url: string, ...redirects: string[]): boolean => {
      const isMainFrame = frame === 'main';
      if (fire('will-frame-navigate', url, isMainFrame)) return true;
      if (isMainFrame && fire('will-navigate', url)) return true;
      return redirects.some((hop) => fire('will-redirect', hop, isMainFrame));
    };
    return { contents, fire, navigate, open: (url: string) => openHandler?.({ url }) };
  }

  /** Guarded contents, recording what the guard opened in the browser. */
  function guarded(frameOrigins: readonly string[] = []) {
    const f = fakeContents();
    const opened: string[] = [];
    guardContents(
      f.contents,
      () => APP,
      external,
      (u) => opened.push(u),
      silentLogger,
      () => frameOrigins,
    );
    return { ...f, opened };
  }

  it('denies every new window, opening allowed links in the browser', () => {
    const f = guarded();
    const { opened } = f;
    expect(f.open('https://vertaislaina.fi/x')).toEqual({ action: 'deny' });
    expect(f.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(f.open('app://vertaislaina/')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://vertaislaina.fi/x']);
  });

  it('prevents navigation away from the app, and webviews', () => {
    const f = fakeContents();
    guardContents(
      f.contents,
      () => APP,
      external,
      () => {},
      silentLogger,
    );
    expect(f.fire('will-navigate', 'app://vertaislaina/login')).toBe(false);
    expect(f.fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(f.fire('will-navigate', 'https://vertaislaina.fi/')).toBe(true);
    expect(f.fire('will-attach-webview', '')).toBe(true);
  });

  it('keeps subframes on the app and the allowed frame origins, opening nothing', () => {
    const sandbox = 'http://127.0.0.1:4010';
    const f = guarded([sandbox]);
    expect(f.fire('will-frame-navigate', `${sandbox}/__sandbox/providers/kreditz`, false)).toBe(
      false,
    );
    expect(f.fire('will-frame-navigate', 'app://vertaislaina/x', false)).toBe(false);
    expect(f.fire('will-frame-navigate', 'https://evil.example/', false)).toBe(true);
    expect(f.fire('will-frame-navigate', 'https://vertaislaina.fi/ehdot', false)).toBe(true);
    // The main frame is will-navigate's to judge.
    expect(f.fire('will-frame-navigate', 'https://evil.example/', true)).toBe(false);
    expect(f.opened).toEqual([]);
  });

  it('lets a frame be redirected within the frame origins, as the Kreditz flow is', () => {
    const kreditz = 'https://kreditz.example';
    const f = guarded([kreditz]);
    expect(f.navigate('sub', `${kreditz}/start`, `${kreditz}/bank`, `${kreditz}/done`)).toBe(false);
    expect(f.navigate('sub', `${kreditz}/start`, 'app://vertaislaina/kreditz/success')).toBe(false);
    expect(f.opened).toEqual([]);
  });

  it('cancels a frame redirect anywhere else, opening nothing in the browser', () => {
    const kreditz = 'https://kreditz.example';
    const f = guarded([kreditz]);
    expect(f.navigate('sub', `${kreditz}/start`, 'https://vertaislaina.fi/ehdot')).toBe(true);
    expect(f.navigate('sub', `${kreditz}/start`, 'https://evil.example/')).toBe(true);
    expect(f.navigate('sub', `${kreditz}/start`, 'vertaislaina://auth/callback')).toBe(true);
    expect(f.opened).toEqual([]);
  });

  it('keeps a main-frame redirect on the app and never hands it to the browser', () => {
    const f = guarded(['https://kreditz.example']);
    expect(f.navigate('main', 'app://vertaislaina/a', 'app://vertaislaina/b')).toBe(false);
    // A redirect is not a click: an allowed site is cancelled, not opened.
    expect(f.navigate('main', 'app://vertaislaina/a', 'https://vertaislaina.fi/ehdot')).toBe(true);
    expect(f.navigate('main', 'app://vertaislaina/a', 'https://evil.example/')).toBe(true);
    // The frame origins are the frames' only.
    expect(f.navigate('main', 'app://vertaislaina/a', 'https://kreditz.example/x')).toBe(true);
    expect(f.opened).toEqual([]);
  });

  it('opens an allowed site that a main-frame link leads to in the browser', () => {
    const f = guarded();
    expect(f.navigate('main', 'https://vertaislaina.fi/ehdot')).toBe(true);
    expect(f.opened).toEqual(['https://vertaislaina.fi/ehdot']);
  });
});
