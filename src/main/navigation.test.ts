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
    const listeners = new Map<string, (event: { url: string; preventDefault(): void }) => void>();
    let openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
    const contents: GuardableContents = {
      setWindowOpenHandler: (h) => void (openHandler = h),
      on: (name: string, l: (event: { url: string; preventDefault(): void }) => void) =>
        listeners.set(name, l),
    };
    const fire = (name: string, url: string) => {
      const preventDefault = vi.fn();
      listeners.get(name)?.({ url, preventDefault });
      return preventDefault.mock.calls.length > 0;
    };
    return { contents, fire, open: (url: string) => openHandler?.({ url }) };
  }

  it('denies every new window, opening allowed links in the browser', () => {
    const f = fakeContents();
    const opened: string[] = [];
    guardContents(
      f.contents,
      () => APP,
      external,
      (u) => opened.push(u),
      silentLogger,
    );
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
});
