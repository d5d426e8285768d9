import { vi } from 'vitest';
import type { DesktopBridge, LegacyRole, Settings, VaultStatus } from '../../../shared/bridge.ts';
import { ok } from '../../../shared/result.ts';

/** An in-memory bridge whose methods are spies; `token`/`legacyRole` show what the vault holds. */
export function createFakeBridge(
  initial: { token?: string; legacyRole?: LegacyRole; sandbox?: boolean } = {},
) {
  const state: { token: string | null; legacyRole: LegacyRole | null } = {
    token: initial.token ?? null,
    legacyRole: initial.legacyRole ?? null,
  };
  const status = (): VaultStatus => ({
    hasToken: state.token !== null,
    legacyRole: state.legacyRole,
    backend: 'keychain',
    memoryOnly: false,
  });
  const settings: Settings = {
    language: 'en',
    apiBaseUrl: 'http://api.test',
    sandbox: initial.sandbox ?? false,
    lockedByPolicy: [],
  };
  const bridge = {
    vault: {
      storeToken: vi.fn((token: string): ReturnType<DesktopBridge['vault']['storeToken']> => {
        state.token = token;
        state.legacyRole = null;
        return Promise.resolve(ok(status()));
      }),
      storeLegacyToken: vi.fn((token: string, role: LegacyRole) => {
        state.token = token;
        state.legacyRole = role;
        return Promise.resolve(ok(status()));
      }),
      status: vi.fn(() => Promise.resolve(status())),
      clear: vi.fn(() => {
        state.token = null;
        state.legacyRole = null;
        return Promise.resolve(ok(status()));
      }),
    },
    downloads: {
      save: vi.fn(() => Promise.resolve({ status: 'canceled' as const })),
      saveBase64: vi.fn(() => Promise.resolve({ status: 'canceled' as const })),
      onProgress: vi.fn(() => () => undefined),
    },
    deepLinks: {
      expectCallback: vi.fn(() => Promise.resolve(ok(undefined))),
      onDeepLink: vi.fn(() => () => undefined),
      ready: vi.fn(),
    },
    settings: {
      get: vi.fn(() => Promise.resolve(settings)),
      setLanguage: vi.fn((language: Settings['language']) =>
        Promise.resolve(ok({ ...settings, language })),
      ),
    },
    app: {
      info: vi.fn(() => Promise.resolve({ version: 'test', platform: 'web' as const })),
      openExternal: vi.fn(() => Promise.resolve(ok(undefined))),
    },
  } satisfies DesktopBridge;
  return Object.assign(bridge, { state });
}

export type FakeBridge = ReturnType<typeof createFakeBridge>;
