import { describe, expect, it, vi } from 'vitest';
import { createWebAuthHook } from './web-auth.ts';
import { createWebBridge } from './web-bridge.ts';
import { createWebDownloads } from './web-downloads.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

describe('web bridge', () => {
  it('keeps the token in sessionStorage and adds it as a bearer header', async () => {
    const bridge = createWebBridge(window);
    const hook = createWebAuthHook(window.sessionStorage);
    expect(hook()).toEqual({});

    const stored = await bridge.vault.storeToken('tok-1');
    expect(stored.ok && stored.value.hasToken).toBe(true);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(hook()).toEqual({ Authorization: 'Bearer tok-1' });

    await bridge.vault.storeLegacyToken('tok-2', 'borrower');
    expect(await bridge.vault.status()).toMatchObject({ hasToken: false, legacyRole: 'borrower' });

    await bridge.vault.clear();
    expect(await bridge.vault.status()).toMatchObject({ hasToken: false, legacyRole: null });
    expect(hook()).toEqual({});
  });

  it('keeps the portfolios’ last views in memory only, and erases them at sign-in and logout', async () => {
    const bridge = createWebBridge(window);
    const view = {
      portfolio: 'deposit:DEP1041',
      seenAt: '2026-01-15T10:00:00.000Z',
      figures: { free_capital: 1234 },
      figuresRange: null,
      transactions: { range: null, rows: [], total: 0 },
    };
    await bridge.vault.storeToken('tok-a');
    const stored = { ...window.sessionStorage, ...window.localStorage };
    expect(await bridge.offline.rememberView(view)).toEqual({ ok: true, value: undefined });
    expect(await bridge.offline.lastView('deposit:DEP1041')).toEqual(view);
    expect({ ...window.sessionStorage, ...window.localStorage }).toEqual(stored);
    expect(await createWebBridge(window).offline.lastView('deposit:DEP1041')).toBeNull();
    expect(await bridge.offline.rememberView({ ...view, portfolio: '../x' })).toEqual({
      ok: false,
      reason: 'invalid',
    });

    await bridge.vault.storeToken('tok-b');
    expect(await bridge.offline.lastView('deposit:DEP1041')).toBeNull();
    await bridge.offline.rememberView(view);
    await bridge.vault.clear();
    expect(await bridge.offline.lastView('deposit:DEP1041')).toBeNull();
  });

  it('uses the page origin as the API base URL and keeps the language in localStorage', async () => {
    const bridge = createWebBridge(window);
    expect(await bridge.settings.get()).toMatchObject({
      apiBaseUrl: window.location.origin,
      sandbox: true,
      language: 'fi',
      sessionTimeoutMinutes: 15,
    });
    await bridge.settings.setLanguage('sv');
    // No policy in a browser: the default session timeout, nothing locked.
    expect(await bridge.settings.get()).toMatchObject({
      sessionTimeoutMinutes: 15,
      lockedByPolicy: [],
    });
    expect((await bridge.settings.get()).language).toBe('sv');
    const refused = await bridge.settings.setLanguage('xx' as never);
    expect(refused.ok).toBe(false);
  });

  it('remembers the walk-through per user in localStorage', async () => {
    const bridge = createWebBridge(window);
    expect(await bridge.settings.walkthrough(41)).toBeNull();
    expect(await bridge.settings.setWalkthrough(41, 'skipped')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await createWebBridge(window).settings.walkthrough(41)).toBe('skipped');
    expect(await bridge.settings.walkthrough(42)).toBeNull();
    window.localStorage.setItem(`${STORAGE_KEYS.walkthrough}.43`, 'later');
    expect(await bridge.settings.walkthrough(43)).toBeNull();
    expect(await bridge.settings.setWalkthrough(-1, 'completed')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('opens only https URLs, with noopener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const bridge = createWebBridge(window);
    expect((await bridge.app.openExternal('https://www.vertaislaina.fi/x')).ok).toBe(true);
    expect(open).toHaveBeenCalledWith(
      'https://www.vertaislaina.fi/x',
      '_blank',
      'noopener,noreferrer',
    );
    expect(await bridge.app.openExternal('http://example.com')).toEqual({
      ok: false,
      reason: 'not-allowed',
    });
    expect(await bridge.app.openExternal('javascript:alert(1)')).toMatchObject({ ok: false });
    expect(await bridge.app.openExternal('not a url')).toEqual({ ok: false, reason: 'invalid' });
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('logs renderer errors to the console and cannot save diagnostics', async () => {
    const bridge = createWebBridge(window);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.app.reportError({ message: 'boom', stack: 'at x' });
    expect(error).toHaveBeenCalledWith('[renderer] boom', 'at x');
    error.mockRestore();
    expect(await bridge.app.saveDiagnostics()).toEqual({
      status: 'failed',
      reason: 'unsupported',
    });
  });

  it('has no deep-link subscriptions in a browser', () => {
    const bridge = createWebBridge(window);
    const listener = vi.fn();
    const unsubscribe = bridge.deepLinks.onDeepLink(listener);
    expect(typeof unsubscribe).toBe('function');
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('has no application menu to subscribe to in a browser', () => {
    const bridge = createWebBridge(window);
    const listener = vi.fn();
    const unsubscribe = bridge.app.onMenuCommand(listener);
    expect(typeof unsubscribe).toBe('function');
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('web downloads', () => {
  function setup(response: Response | Error) {
    window.sessionStorage.setItem(STORAGE_KEYS.token, 'tok');
    const fetch = vi.fn(() =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
    );
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const downloads = createWebDownloads({
      storage: window.sessionStorage,
      document,
      fetch,
      apiBaseUrl: 'http://localhost:5173',
      createObjectURL: () => 'blob:x',
      revokeObjectURL: () => undefined,
    });
    return { downloads, fetch, clicks, click };
  }

  it('fetches with the token and saves the blob through an anchor', async () => {
    const { downloads, fetch, clicks, click } = setup(new Response('a;b', { status: 200 }));
    const result = await downloads.save({
      kind: 'csv',
      apiPath: 'api/investor/transactions/csv',
      query: { from: '2024-01-01' },
      suggestedName: 'transactions.csv',
    });
    expect(result).toEqual({ status: 'saved', path: 'transactions.csv' });
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost:5173/api/investor/transactions/csv?from=2024-01-01',
      { credentials: 'include', headers: { Authorization: 'Bearer tok' } },
    );
    expect(clicks[0]?.download).toBe('transactions.csv');
    click.mockRestore();
  });

  it('reports 401, other HTTP errors and network failures', async () => {
    const request = {
      kind: 'pdf' as const,
      apiPath: 'api/document/download/1',
      suggestedName: 'a.pdf',
    };
    let s = setup(new Response('', { status: 401 }));
    expect(await s.downloads.save(request)).toEqual({ status: 'failed', reason: 'unauthorized' });
    s.click.mockRestore();
    s = setup(new Response('', { status: 500 }));
    expect(await s.downloads.save(request)).toEqual({ status: 'failed', reason: 'http' });
    s.click.mockRestore();
    s = setup(new TypeError('offline'));
    expect(await s.downloads.save(request)).toEqual({ status: 'failed', reason: 'network' });
    expect(s.clicks).toHaveLength(0);
    s.click.mockRestore();
  });

  it('saves base64 content and rejects invalid base64', async () => {
    const s = setup(new Response(''));
    expect(
      await s.downloads.saveBase64({
        kind: 'pdf',
        base64: btoa('%PDF'),
        suggestedName: 'invoice.pdf',
      }),
    ).toEqual({ status: 'saved', path: 'invoice.pdf' });
    expect(
      await s.downloads.saveBase64({ kind: 'pdf', base64: '!!!', suggestedName: 'x.pdf' }),
    ).toEqual({ status: 'failed', reason: 'invalid' });
    s.click.mockRestore();
  });
});
