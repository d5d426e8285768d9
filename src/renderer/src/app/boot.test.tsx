import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../i18n/resources.ts';
import { createFakeApi } from '../test/fake-api.ts';
import { createFakeBridge } from '../test/fake-bridge.ts';
import { envelope, makeProfile, stayingOnDashboard } from '../test/fixtures.ts';
import indexHtml from '../../index.html?raw';
import { boot } from './boot.tsx';
import { startApp } from './start-app.tsx';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** index.html's start-up shell: what #root holds before any script has run. */
function shellOfIndexHtml(): string {
  const shell = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root');
  if (!shell) throw new Error('index.html has no #root');
  return shell.innerHTML;
}

function setUp(vault: { token?: string } = {}, options: { holdBridge?: boolean } = {}) {
  const container = document.createElement('div');
  container.innerHTML = shellOfIndexHtml();
  document.body.append(container);
  root = createRoot(container);
  const api = createFakeApi();
  const bridge = createFakeBridge(vault);
  // The vault answers only when the test says so: until then the session is being restored.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const status = bridge.vault.status.getMockImplementation();
  bridge.vault.status.mockImplementationOnce(async () => {
    await gate;
    if (!status) throw new Error('The fake vault has no status');
    return status();
  });
  const loadLanguage = vi.fn((language: 'fi' | 'en' | 'sv' | 'de') =>
    Promise.resolve(resources[language]),
  );
  const preloadScreen = vi.fn();
  const loadApp = vi.fn(() =>
    Promise.resolve({
      startApp: (options: Parameters<typeof startApp>[0]) =>
        startApp({ ...options, adapter: api.adapter }),
      preloadScreen,
    }),
  );
  // The bridge too waits for the test when it says so: until then startApp cannot begin.
  let bridgeGate: Promise<void> = Promise.resolve();
  let openBridge: () => void = () => undefined;
  if (options.holdBridge) {
    bridgeGate = new Promise<void>((resolve) => {
      openBridge = resolve;
    });
  }
  const loadBridge = vi.fn(() => bridgeGate.then(() => bridge));
  const started = boot({
    root,
    bridge: loadBridge,
    loadApp,
    loadLanguage,
  });
  return {
    container,
    api,
    bridge,
    loadApp,
    loadBridge,
    loadLanguage,
    preloadScreen,
    openBridge: () => openBridge(),
    started,
    release: () => release(),
  };
}

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('boot', () => {
  it("asks for the app and the bridge at once, over index.html's shell", async () => {
    const { container, loadApp, loadBridge, started, release } = setUp();
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(loadBridge).toHaveBeenCalledTimes(1);
    await flush();
    expect(container.querySelector('main[aria-busy="true"] svg')).not.toBeNull();
    release();
    await act(() => started);
  });

  it('asks for the first screen’s chunks as soon as the app’s chunk is in, before the start runs', async () => {
    window.history.replaceState(null, '', '/dashboard/investor/fair-credit-portfolio');
    const { preloadScreen, started, release, openBridge } = setUp(
      { token: 'T' },
      { holdBridge: true },
    );
    await flush();
    expect(preloadScreen.mock.calls).toEqual([['/dashboard/investor/fair-credit-portfolio']]);

    openBridge();
    release();
    await act(() => started);
    expect(preloadScreen).toHaveBeenCalledOnce();
  });

  it('asks for the screen of the path the window opened at, whatever navigates before it', async () => {
    window.history.replaceState(null, '', '/dashboard/investor/fair-credit-portfolio');
    const { preloadScreen, started, release, openBridge } = setUp(
      { token: 'T' },
      { holdBridge: true },
    );
    window.history.replaceState(null, '', '/login');
    await flush();
    expect(preloadScreen.mock.calls).toEqual([['/dashboard/investor/fair-credit-portfolio']]);

    openBridge();
    release();
    await act(() => started);
  });

  it('asks for them in the task after the app’s chunk is evaluated, not in the same one', async () => {
    window.history.replaceState(null, '', '/dashboard/investor/fair-credit-portfolio');
    const { loadApp, preloadScreen, started, release, openBridge } = setUp(
      { token: 'T' },
      { holdBridge: true },
    );
    // Every microtask after the chunk's promise (its evaluation's task) has run: not yet.
    await loadApp.mock.results[0]?.value;
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(preloadScreen).not.toHaveBeenCalled();
    await flush();
    expect(preloadScreen).toHaveBeenCalledOnce();

    openBridge();
    release();
    await act(() => started);
  });

  it('keeps the shell while the session is being restored', async () => {
    const { container, started, release } = setUp();
    await flush();
    expect(container.querySelector('main[aria-busy="true"] svg')).not.toBeNull();
    expect(container.textContent?.trim()).toBe('');

    release();
    await act(() => started);
    expect(
      await screen.findByRole('heading', { name: 'Log in with your phone number' }),
    ).toBeDefined();
    expect(container.querySelector('main[aria-busy="true"]')).toBeNull();
  });

  it('loads only the language of the settings, and restores a session before the router', async () => {
    const { api, loadLanguage, started, release } = setUp({ token: 'T' });
    api.on('GET', 'api/user', {
      status: 200,
      body: envelope(makeProfile({ ...stayingOnDashboard, first_name: 'Pekka' })),
    });
    release();
    const app = await act(() => started);
    expect(loadLanguage.mock.calls).toEqual([['en']]);
    expect(app.router.state.location.pathname).toBe('/dashboard');
  });
});
