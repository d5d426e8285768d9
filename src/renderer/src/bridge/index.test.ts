import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBridge } from '../test/fake-bridge.ts';

// The module keeps the bridge it made: each test loads a fresh copy.
const loadIndex = async () => {
  vi.resetModules();
  return import('./index.ts');
};

afterEach(() => {
  delete window.desktop;
});

describe('loadBridge', () => {
  it('is the preload’s bridge in Electron', async () => {
    const desktop = createFakeBridge();
    window.desktop = desktop;
    const { loadBridge } = await loadIndex();
    await expect(loadBridge()).resolves.toBe(desktop);
  });

  it('is the web implementation in a browser, made once', async () => {
    const { loadBridge } = await loadIndex();
    const bridge = await loadBridge();
    expect((await bridge.settings.get()).apiBaseUrl).toBe(window.location.origin);
    expect(await loadBridge()).toBe(bridge);
  });
});
