import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { VaultStatus } from '#shared/bridge.ts';
import { fail, ok } from '#shared/result.ts';
import { sessionAtom, toastsAtom } from '../state/atoms.ts';
import { createFakeBridge } from '../test/fake-bridge.ts';
import { createSessionController } from './session.ts';

const memoryOnly: VaultStatus = {
  hasToken: true,
  legacyRole: null,
  backend: 'memory',
  memoryOnly: true,
};

function setup(platform: 'electron' | 'web') {
  const bridge = createFakeBridge();
  const store = createStore();
  const session = createSessionController({
    bridge,
    store,
    queryClient: new QueryClient(),
    navigate: vi.fn(),
    platform,
  });
  return { bridge, store, session };
}

describe('session.signIn', () => {
  it('hands the token to the vault and starts the user session', async () => {
    const { bridge, store, session } = setup('web');
    await expect(session.signIn('T1')).resolves.toBe(true);
    expect(bridge.vault.storeToken).toHaveBeenCalledWith('T1');
    expect(store.get(sessionAtom)).toEqual({ kind: 'user' });
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('starts nothing when the vault refuses the token', async () => {
    const { bridge, store, session } = setup('electron');
    bridge.vault.storeToken.mockResolvedValueOnce(fail('unavailable'));
    await expect(session.signIn('T1')).resolves.toBe(false);
    expect(store.get(sessionAtom)).not.toEqual({ kind: 'user' });
  });

  it('tells an Electron user whose token stays in memory that they sign in each time', async () => {
    const { bridge, store, session } = setup('electron');
    bridge.vault.storeToken.mockResolvedValueOnce(ok(memoryOnly));
    await session.signIn('T1');
    expect(store.get(toastsAtom)).toMatchObject([{ messageKey: 'auth:memoryOnly', tone: 'info' }]);
  });

  it('says nothing of memory in web mode, where the session storage is the design', async () => {
    const { bridge, store, session } = setup('web');
    bridge.vault.storeToken.mockResolvedValueOnce(ok(memoryOnly));
    await session.signIn('T1');
    expect(store.get(toastsAtom)).toEqual([]);
  });
});

describe('session.signInLegacy', () => {
  it('hands the legacy token and role to the vault and starts the legacy session', async () => {
    const { bridge, store, session } = setup('electron');
    await expect(session.signInLegacy('L1', 'investor')).resolves.toBe(true);
    expect(bridge.vault.storeLegacyToken).toHaveBeenCalledWith('L1', 'investor');
    expect(bridge.state.legacy).toEqual({ token: 'L1', role: 'investor' });
    expect(store.get(sessionAtom)).toEqual({ kind: 'legacy', role: 'investor' });
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('starts nothing when the vault refuses the legacy token', async () => {
    const { bridge, store, session } = setup('electron');
    bridge.vault.storeLegacyToken.mockResolvedValueOnce(fail('timeout'));
    await expect(session.signInLegacy('L1', 'borrower')).resolves.toBe(false);
    expect(store.get(sessionAtom)).toEqual({ kind: 'anonymous' });
  });

  it('tells an Electron user whose legacy token stays in memory that they sign in each time', async () => {
    const { bridge, store, session } = setup('electron');
    bridge.vault.storeLegacyToken.mockResolvedValueOnce(
      ok({ ...memoryOnly, hasToken: false, legacyRole: 'borrower' }),
    );
    await session.signInLegacy('L1', 'borrower');
    expect(store.get(toastsAtom)).toMatchObject([{ messageKey: 'auth:memoryOnly', tone: 'info' }]);
    expect(store.get(sessionAtom)).toEqual({ kind: 'legacy', role: 'borrower' });
  });

  it('says nothing of memory in web mode', async () => {
    const { bridge, store, session } = setup('web');
    bridge.vault.storeLegacyToken.mockResolvedValueOnce(
      ok({ ...memoryOnly, legacyRole: 'borrower' }),
    );
    await session.signInLegacy('L1', 'borrower');
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
