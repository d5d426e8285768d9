import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../log.ts';
import { createCiphertextStore } from './ciphertext-store.ts';
import { createKeytarBackend, loadKeytar } from './keytar-backend.ts';
import type { KeytarLike } from './keytar-backend.ts';
import { createSafeStorageBackend, safeStorageIsUsable } from './safe-storage-backend.ts';
import type { SafeStorageLike } from './safe-storage-backend.ts';
import { fakeKeytar, fakeSafeStorage } from './test-fakes.ts';
import { createTokenVault } from './token-vault.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.SECRET-SESSION-TOKEN.sig';
const LEGACY = 'LEGACY-SECRET-TOKEN';

let dir: string;
let conf: Conf;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vault-'));
  conf = new Conf({ cwd: dir, projectName: 'vertaislaina-test' });
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

function storeFileText(): string {
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

function vaultWith(opts: {
  keytar: KeytarLike | null;
  safeStorage: SafeStorageLike;
  clearSessionData?: () => Promise<void>;
}) {
  return createTokenVault({
    backends: [
      () => Promise.resolve(opts.keytar ? createKeytarBackend(opts.keytar) : null),
      () =>
        Promise.resolve(
          safeStorageIsUsable(opts.safeStorage, 'linux')
            ? createSafeStorageBackend(opts.safeStorage, createCiphertextStore(conf))
            : null,
        ),
    ],
    clearSessionData: opts.clearSessionData ?? (() => Promise.resolve()),
    log: silentLogger,
  });
}

describe('token vault backend choice', () => {
  it('uses the keychain when keytar answers, and reads the tokens back after a restart', async () => {
    const k = fakeKeytar();
    const vault = vaultWith({ keytar: k.keytar, safeStorage: fakeSafeStorage('gnome_libsecret') });
    expect(await vault.storeToken(TOKEN)).toEqual({
      ok: true,
      value: { hasToken: true, legacyRole: null, backend: 'keychain', memoryOnly: false },
    });
    await vault.storeLegacyToken(LEGACY, 'borrower');
    const restarted = vaultWith({
      keytar: k.keytar,
      safeStorage: fakeSafeStorage('gnome_libsecret'),
    });
    expect(await restarted.load()).toEqual({
      hasToken: true,
      legacyRole: 'borrower',
      backend: 'keychain',
      memoryOnly: false,
    });
    expect(restarted.tokens()).toEqual({
      token: TOKEN,
      legacy: { token: LEGACY, role: 'borrower' },
    });
    expect(storeFileText()).not.toContain('SECRET');
  });

  it('falls back to safeStorage ciphertext when keytar is missing', async () => {
    const keytar = await loadKeytar(() => Promise.reject(new Error('Cannot find module keytar')));
    expect(keytar).toBeNull();
    const vault = vaultWith({ keytar, safeStorage: fakeSafeStorage('gnome_libsecret') });
    expect((await vault.storeToken(TOKEN)).ok).toBe(true);
    expect(vault.status()).toMatchObject({ backend: 'safeStorage', memoryOnly: false });
    expect(storeFileText()).toContain('vaultCiphertext');
    expect(storeFileText()).not.toContain('SECRET');
    const restarted = vaultWith({ keytar: null, safeStorage: fakeSafeStorage('gnome_libsecret') });
    await restarted.load();
    expect(restarted.tokens().token).toBe(TOKEN);
  });

  it('falls back to safeStorage when the Secret Service is absent (keytar throws)', async () => {
    const k = fakeKeytar({ current: 'throw' });
    const vault = vaultWith({ keytar: k.keytar, safeStorage: fakeSafeStorage('kwallet5') });
    expect(await vault.load()).toMatchObject({ backend: 'safeStorage', memoryOnly: false });
  });

  it('keeps the token in memory only with basic_text, and writes nothing to disk', async () => {
    const vault = vaultWith({ keytar: null, safeStorage: fakeSafeStorage('basic_text') });
    expect(await vault.storeToken(TOKEN)).toEqual({
      ok: true,
      value: { hasToken: true, legacyRole: null, backend: 'memory', memoryOnly: true },
    });
    expect(vault.tokens().token).toBe(TOKEN);
    expect(storeFileText()).not.toContain('SECRET');
    expect(storeFileText()).not.toContain('vaultCiphertext');
  });

  it('keeps the token in memory only when encryption is unavailable or the backend unknown', () => {
    expect(safeStorageIsUsable(fakeSafeStorage('gnome_libsecret', false), 'linux')).toBe(false);
    expect(safeStorageIsUsable(fakeSafeStorage('unknown'), 'linux')).toBe(false);
    expect(safeStorageIsUsable(fakeSafeStorage('basic_text'), 'linux')).toBe(false);
    expect(safeStorageIsUsable(fakeSafeStorage('kwallet6'), 'linux')).toBe(true);
    expect(safeStorageIsUsable(fakeSafeStorage('unknown'), 'win32')).toBe(true);
    expect(safeStorageIsUsable(fakeSafeStorage('unknown', false), 'darwin')).toBe(false);
  });

  it('loads keytar from a module default export too', async () => {
    const k = fakeKeytar();
    expect(await loadKeytar(() => Promise.resolve({ default: k.keytar }))).toBe(k.keytar);
    expect(await loadKeytar(() => Promise.resolve({ nothing: true }))).toBeNull();
  });
});

describe('token vault timeouts', () => {
  it('falls back after 5 s when the keychain hangs on the first read', async () => {
    vi.useFakeTimers();
    const k = fakeKeytar({ current: 'hang' });
    const vault = vaultWith({ keytar: k.keytar, safeStorage: fakeSafeStorage('gnome_libsecret') });
    const loading = vault.load();
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void loading.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await loading).toMatchObject({ backend: 'safeStorage' });
  });

  it('moves on when a keychain write hangs, and memory-only when nothing else is left', async () => {
    vi.useFakeTimers();
    const k = fakeKeytar();
    const vault = vaultWith({ keytar: k.keytar, safeStorage: fakeSafeStorage('basic_text') });
    await vault.load();
    k.mode.current = 'hang';
    const storing = vault.storeToken(TOKEN);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await storing).toEqual({
      ok: true,
      value: { hasToken: true, legacyRole: null, backend: 'memory', memoryOnly: true },
    });
  });

  it('reports timeout when clear() cannot reach the keychain, but still forgets the token', async () => {
    vi.useFakeTimers();
    const k = fakeKeytar();
    const vault = vaultWith({ keytar: k.keytar, safeStorage: fakeSafeStorage('gnome_libsecret') });
    await vault.storeToken(TOKEN);
    k.mode.current = 'hang';
    const clearing = vault.clear();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await clearing).toEqual({ ok: false, reason: 'timeout' });
    expect(vault.tokens()).toEqual({ token: null, legacy: null });
  });
});

describe('token vault clear()', () => {
  it('wipes the keychain entry, stored ciphertext, memory and session storage', async () => {
    // A previous run stored ciphertext (keychain was down then); this run uses the keychain.
    const earlier = vaultWith({ keytar: null, safeStorage: fakeSafeStorage('gnome_libsecret') });
    await earlier.storeToken('OLD-TOKEN');
    expect(storeFileText()).toContain('vaultCiphertext');

    const k = fakeKeytar();
    const clearSessionData = vi.fn(() => Promise.resolve());
    const vault = vaultWith({
      keytar: k.keytar,
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      clearSessionData,
    });
    await vault.storeToken(TOKEN);
    await vault.storeLegacyToken(LEGACY, 'investor');
    expect(k.entries.size).toBe(1);

    expect(await vault.clear()).toEqual({
      ok: true,
      value: { hasToken: false, legacyRole: null, backend: 'keychain', memoryOnly: false },
    });
    expect(k.entries.size).toBe(0);
    expect(storeFileText()).not.toContain('vaultCiphertext');
    expect(vault.tokens()).toEqual({ token: null, legacy: null });
    expect(clearSessionData).toHaveBeenCalledOnce();
  });

  it('rejects empty, oversized or whitespace tokens and bad roles', async () => {
    const vault = vaultWith({
      keytar: fakeKeytar().keytar,
      safeStorage: fakeSafeStorage('basic_text'),
    });
    expect(await vault.storeToken('')).toEqual({ ok: false, reason: 'invalid' });
    expect(await vault.storeToken('a b')).toEqual({ ok: false, reason: 'invalid' });
    expect(await vault.storeToken('x'.repeat(20_000))).toEqual({ ok: false, reason: 'invalid' });
    expect(await vault.storeLegacyToken('t', 'admin' as unknown as 'investor')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(vault.status().hasToken).toBe(false);
  });

  it('ignores an unreadable stored entry', async () => {
    const k = fakeKeytar();
    await k.keytar.setPassword('fi.vertaislaina.desktop', 'session', '{"not":"ours"}');
    const vault = vaultWith({ keytar: k.keytar, safeStorage: fakeSafeStorage('basic_text') });
    expect(await vault.load()).toMatchObject({ hasToken: false, backend: 'keychain' });
  });
});

/** A keytar whose writes wait until the test lets them land. */
function slowKeytar() {
  const entries = new Map<string, string>();
  const landings: Array<() => void> = [];
  const keytar: KeytarLike = {
    getPassword: (s, a) => Promise.resolve(entries.get(`${s}/${a}`) ?? null),
    setPassword: (s, a, p) =>
      new Promise<void>((resolve) => {
        landings.push(() => {
          entries.set(`${s}/${a}`, p);
          resolve();
        });
      }),
    deletePassword: (s, a) => Promise.resolve(entries.delete(`${s}/${a}`)),
  };
  const landAll = () => landings.splice(0).forEach((land) => land());
  return { keytar, entries, landAll, waiting: () => landings.length };
}

describe('token vault operations run one at a time', () => {
  it('a clear() asked for while a write is in flight runs after it: no token survives', async () => {
    const k = slowKeytar();
    const vault = vaultWith({ keytar: k.keytar, safeStorage: fakeSafeStorage('basic_text') });
    await vault.load();
    const storing = vault.storeToken(TOKEN);
    await vi.waitFor(() => expect(k.waiting()).toBe(1));
    const clearing = vault.clear();
    // Time enough for a clear() that did not wait to have erased already.
    await new Promise((resolve) => setTimeout(resolve, 20));
    k.landAll();
    await storing;
    expect((await clearing).ok).toBe(true);
    expect(k.entries.size).toBe(0);
    expect(vault.tokens()).toEqual({ token: null, legacy: null });
  });

  /** A store() whose keychain write times out (the caller is answered) and is still pending. */
  async function storeThatTimesOut() {
    vi.useFakeTimers();
    const k = slowKeytar();
    const vault = vaultWith({ keytar: k.keytar, safeStorage: fakeSafeStorage('basic_text') });
    await vault.load();
    const storing = vault.storeToken(TOKEN);
    await vi.advanceTimersByTimeAsync(5000);
    expect((await storing).ok).toBe(true);
    return { k, vault };
  }

  it('a write that timed out and lands after the clear() is erased again', async () => {
    const { k, vault } = await storeThatTimesOut();
    expect((await vault.clear()).ok).toBe(true);
    k.landAll();
    expect(k.entries.size).toBe(1);
    await vi.waitFor(() => expect(k.entries.size).toBe(0));
  });

  it('a sign-in after the clear() keeps its token when the late write lands', async () => {
    const { k, vault } = await storeThatTimesOut();
    await vault.clear();
    const again = vault.storeToken('NEW-SESSION-TOKEN');
    k.landAll();
    await vi.advanceTimersByTimeAsync(5000);
    await again;
    await vi.advanceTimersByTimeAsync(0);
    expect(vault.tokens().token).toBe('NEW-SESSION-TOKEN');
  });
});
