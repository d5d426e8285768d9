import { describe, expect, it, vi } from 'vitest';
import { fail } from '#shared/result.ts';
import { createFakeBridge } from '../test/fake-bridge.ts';
import { goToProvider } from './go-to-provider.ts';

describe('goToProvider', () => {
  it('assigns the location in web mode', async () => {
    const bridge = createFakeBridge();
    const assign = vi.fn();
    await expect(
      goToProvider(
        { bridge, platform: 'web' },
        { redirectUrl: 'https://x.test/c', state: 's1' },
        assign,
      ),
    ).resolves.toBe('left');
    expect(assign).toHaveBeenCalledWith('https://x.test/c');
    expect(bridge.app.openExternal).not.toHaveBeenCalled();
  });

  it('expects the callback state, then opens the system browser in Electron', async () => {
    const bridge = createFakeBridge();
    const assign = vi.fn();
    await expect(
      goToProvider(
        { bridge, platform: 'electron' },
        { redirectUrl: 'https://x.test/c', state: 's1' },
        assign,
      ),
    ).resolves.toBe('waiting');
    expect(bridge.deepLinks.expectCallback).toHaveBeenCalledWith('s1');
    expect(bridge.app.openExternal).toHaveBeenCalledWith('https://x.test/c');
    expect(assign).not.toHaveBeenCalled();
    const refusing = {
      ...bridge,
      app: { ...bridge.app, openExternal: () => Promise.resolve(fail('not-allowed')) },
    };
    await expect(
      goToProvider(
        { bridge: refusing, platform: 'electron' },
        { redirectUrl: 'https://x.test/c', state: 's2' },
      ),
    ).resolves.toBe('failed');
  });
});
