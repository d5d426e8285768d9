import { describe, expect, it, vi } from 'vitest';
import { createExternalLinkPolicy } from './external-links.ts';
import { silentLogger } from './log.ts';
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
    return { contents, fire, open: (url: string) => openHandler?.({ url }) };
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

  it('prevents navigation and redirects away from the app, and webviews', () => {
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
    expect(f.fire('will-redirect', 'https://evil.example/')).toBe(true);
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
});
