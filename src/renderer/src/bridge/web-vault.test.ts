import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage-keys.ts';
import { createWebVault } from './web-vault.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 27, 9, 0);

describe('the web vault across a reload', () => {
  const clock = { now: T0 };
  /** The page starting (again) over the same sessionStorage. */
  const load = (timeoutMinutes = 15) =>
    createWebVault(window.sessionStorage, { now: () => clock.now, timeoutMinutes });

  beforeEach(() => {
    window.sessionStorage.clear();
    clock.now = T0;
  });

  async function signInAndLeave(lastInputAfterMs: number): Promise<void> {
    const vault = load();
    await vault.storeToken('tok');
    clock.now = T0 + lastInputAfterMs;
    vault.recordActivity();
  }

  it('does not restore a token whose last input is older than the timeout, and wipes it', async () => {
    await signInAndLeave(3 * MINUTE);
    clock.now = T0 + 3 * MINUTE + 15 * MINUTE + 1;

    expect(await load().status()).toMatchObject({ hasToken: false, legacyRole: null });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.lastInput)).toBeNull();
  });

  it('restores a token within the timeout', async () => {
    await signInAndLeave(3 * MINUTE);
    clock.now = T0 + 3 * MINUTE + 15 * MINUTE;

    expect(await load().status()).toMatchObject({ hasToken: true });
  });

  it('counts from the sign-in when there was no input after it', async () => {
    const vault = load();
    await vault.storeLegacyToken('legacy', 'investor');
    clock.now = T0 + 16 * MINUTE;
    expect(await load().status()).toMatchObject({ legacyRole: null });
  });

  it.each([
    ['missing', null],
    ['not a number', 'soon'],
    ['in the future', String(T0 + MINUTE)],
  ])('does not restore a token whose last input time is %s', async (_case, value) => {
    await signInAndLeave(0);
    if (value === null) window.sessionStorage.removeItem(STORAGE_KEYS.lastInput);
    else window.sessionStorage.setItem(STORAGE_KEYS.lastInput, value);

    expect(await load().status()).toMatchObject({ hasToken: false });
  });
});
