import { describe, expect, it, vi } from 'vitest';

// Which of the shared modules that build zod schemas have been evaluated.
const evaluated = vi.hoisted(() => new Set<string>());
vi.mock('#shared/bridge-contract.ts', async (original) => {
  evaluated.add('bridge-contract');
  return original();
});
vi.mock('#shared/offline-view.ts', async (original) => {
  evaluated.add('offline-view');
  return original();
});

describe('web bridge’s schemas', () => {
  it('are not built when the bridge loads and starts, only with the first call that checks an input', async () => {
    const { createWebBridge } = await import('./web-bridge.ts');
    const bridge = createWebBridge(window);
    await bridge.settings.get();
    await bridge.vault.status();
    expect([...evaluated]).toEqual([]);

    expect(await bridge.settings.setLanguage('en')).toMatchObject({ ok: true });
    expect(evaluated.has('bridge-contract')).toBe(true);
  });
});
