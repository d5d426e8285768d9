import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../log.ts';
import { createKeytarBackend } from './keytar-backend.ts';
import { LAST_INPUT_KEY, createSessionActivity, restoreSession } from './session-activity.ts';
import { fakeKeytar } from './test-fakes.ts';
import { createTokenVault } from './token-vault.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.SECRET-SESSION-TOKEN.sig';
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 27, 9, 0);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'activity-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * One run of the app: a fresh vault over the same keychain, a fresh settings file over the same
 * folder, and a clock the test sets.
 */
function launch(keychain: ReturnType<typeof fakeKeytar>, clock: { now: number }) {
  const store = new Conf({ cwd: dir, projectName: 'vertaislaina-test' });
  const vault = createTokenVault({
    backends: [() => Promise.resolve(createKeytarBackend(keychain.keytar))],
    clearSessionData: () => Promise.resolve(),
    log: silentLogger,
  });
  const activity = createSessionActivity({ store, now: () => clock.now });
  const restore = (timeoutMinutes = 15) =>
    restoreSession({ vault, activity, timeoutMinutes, now: () => clock.now, log: silentLogger });
  return { store, vault, activity, restore };
}

describe('the idle timeout across a restart', () => {
  async function signInAndQuit(lastInputAfterMs: number) {
    const keychain = fakeKeytar();
    const clock = { now: T0 };
    const first = launch(keychain, clock);
    await first.restore();
    await first.vault.storeToken(TOKEN);
    first.activity.record();
    first.activity.flush();
    clock.now = T0 + lastInputAfterMs;
    first.activity.record();
    first.activity.flush(); // the app quits
    return { keychain, clock };
  }

  it('does not restore a session whose last input is older than the timeout, and wipes it', async () => {
    const { keychain, clock } = await signInAndQuit(2 * MINUTE);
    clock.now = T0 + 2 * MINUTE + 15 * MINUTE + 1;

    const next = launch(keychain, clock);
    expect(await next.restore()).toMatchObject({ hasToken: false, legacyRole: null });
    expect(next.vault.tokens().token).toBeNull();
    expect(keychain.entries.size).toBe(0);
    expect(next.store.get(LAST_INPUT_KEY)).toBeUndefined();
  });

  it('restores a session within the timeout', async () => {
    const { keychain, clock } = await signInAndQuit(2 * MINUTE);
    clock.now = T0 + 2 * MINUTE + 15 * MINUTE;

    const next = launch(keychain, clock);
    expect(await next.restore()).toMatchObject({ hasToken: true });
    expect(next.vault.tokens().token).toBe(TOKEN);
  });

  it('follows the policy’s timeout', async () => {
    const { keychain, clock } = await signInAndQuit(0);
    clock.now = T0 + 20 * MINUTE;
    expect(await launch(keychain, clock).restore(30)).toMatchObject({ hasToken: true });
    expect(await launch(keychain, clock).restore(10)).toMatchObject({ hasToken: false });
  });

  it.each([
    ['no input time is known', (store: Conf) => store.delete(LAST_INPUT_KEY)],
    ['the input time is not a number', (store: Conf) => store.set(LAST_INPUT_KEY, 'soon')],
    ['the input time is in the future', (store: Conf) => store.set(LAST_INPUT_KEY, T0 + MINUTE)],
  ])('does not restore a session when %s', async (_case, edit) => {
    const { keychain, clock } = await signInAndQuit(0);
    const next = launch(keychain, clock);
    clock.now = T0 - MINUTE;
    edit(next.store);
    expect(await launch(keychain, clock).restore()).toMatchObject({ hasToken: false });
    expect(keychain.entries.size).toBe(0);
  });

  it('keeps only a time on disk, never the token', async () => {
    const { clock } = await signInAndQuit(MINUTE);
    const text = readdirSync(dir)
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    expect(text).toContain(String(clock.now));
    expect(text).not.toContain(TOKEN);
  });
});

describe('createSessionActivity', () => {
  it('writes the file at most every 30 s while input goes on, and on flush', () => {
    const set = vi.fn();
    const clock = { now: T0 };
    const activity = createSessionActivity({
      store: { get: () => undefined, set, delete: vi.fn() },
      now: () => clock.now,
    });
    activity.record();
    for (let s = 1; s < 30; s++) {
      clock.now = T0 + s * 1000;
      activity.record();
    }
    expect(set.mock.calls).toEqual([[LAST_INPUT_KEY, T0]]);
    clock.now = T0 + 30_000;
    activity.record();
    expect(set).toHaveBeenLastCalledWith(LAST_INPUT_KEY, T0 + 30_000);
    clock.now = T0 + 31_000;
    activity.record();
    activity.flush();
    expect(set).toHaveBeenLastCalledWith(LAST_INPUT_KEY, T0 + 31_000);
    expect(activity.lastInput()).toBe(T0 + 31_000);
  });
});
