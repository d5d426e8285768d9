import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_VIEW_LIMITS, type LastPortfolioView } from '#shared/offline-view.ts';
import { silentLogger } from '../log.ts';
import type { KeyValueStore } from '../vault/ciphertext-store.ts';
import type { Tokens } from '../vault/types.ts';
import { CHECK_EVERY_MS, OFFLINE_CIPHERTEXT_KEY, openOfflineCache } from './open-offline-cache.ts';
import { fakeOsSafeStorage } from './test-fakes.ts';

const MINUTE = 60_000;
const TIMEOUT_MINUTES = 15;

function view(portfolio: string, freeCents = 123_456): LastPortfolioView {
  return {
    portfolio,
    seenAt: '2026-01-15T10:00:00.000Z',
    figures: { free_capital: freeCents, reference_number: 'REF-10414-SECRET' },
    figuresRange: { from: '2025-11-30', to: '2026-01-15' },
    transactions: {
      range: { from: '2025-12-15', to: '2026-01-15' },
      rows: [
        {
          created: '2026-01-14T08:00:00.000Z',
          type: 'INTEREST_PAID',
          from: 'LN16',
          to: 'DEP1041',
          amountCents: 1234,
        },
      ],
      total: 1,
    },
  };
}

function memoryStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    delete: (key) => void data.delete(key),
  };
}

/** Main as it starts: a store on disk, the OS's key, the vault's session and the last input. */
function setup(
  options: {
    store?: ReturnType<typeof memoryStore>;
    safeStorage?: ReturnType<typeof fakeOsSafeStorage>;
    token?: string | null;
  } = {},
) {
  const store = options.store ?? memoryStore();
  const safeStorage = options.safeStorage ?? fakeOsSafeStorage();
  const tokens: Tokens = {
    token: options.token === undefined ? 'token-A' : options.token,
    legacy: null,
  };
  let now = Date.UTC(2026, 0, 15, 10);
  let lastInput: number | null = now;
  const cache = openOfflineCache({
    safeStorage,
    store,
    vault: { tokens: () => tokens },
    activity: { lastInput: () => lastInput },
    timeoutMinutes: TIMEOUT_MINUTES,
    now: () => now,
    log: silentLogger,
  });
  return {
    cache,
    store,
    safeStorage,
    tokens,
    /** The user gives input now. */
    input: () => void (lastInput = now),
    wait: (ms: number) => {
      now += ms;
      vi.advanceTimersByTime(ms);
    },
    onDisk: () => store.data.get(OFFLINE_CIPHERTEXT_KEY),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the offline cache', () => {
  it('keeps the last view of each portfolio, the newer in place of the older', () => {
    const s = setup();
    expect(s.cache.remember(view('deposit:DEP1', 100))).toEqual({ ok: true, value: undefined });
    s.cache.remember(view('legacy:80501', 200));
    s.cache.remember(view('deposit:DEP1', 300));
    expect(s.cache.lastView('deposit:DEP1')?.figures.free_capital).toBe(300);
    expect(s.cache.lastView('legacy:80501')?.figures.free_capital).toBe(200);
    expect(s.cache.lastView('deposit:OTHER')).toBeNull();
  });

  it('holds only the last view of at most a few portfolios', () => {
    const s = setup();
    for (let i = 0; i <= LAST_VIEW_LIMITS.portfolios; i++) s.cache.remember(view(`deposit:D${i}`));
    expect(s.cache.lastView('deposit:D0')).toBeNull();
    expect(s.cache.lastView(`deposit:D${LAST_VIEW_LIMITS.portfolios}`)).not.toBeNull();
  });

  it('writes only ciphertext, and keeps the views for the same session across a restart', () => {
    const s = setup();
    s.cache.remember(view('deposit:DEP1'));
    const disk = s.onDisk();
    expect(typeof disk).toBe('string');
    const bytes = Buffer.from(String(disk), 'base64').toString('latin1');
    for (const secret of ['REF-10414-SECRET', 'DEP1041', 'INTEREST_PAID', '123456', 'token-A']) {
      expect(bytes).not.toContain(secret);
      expect(String(disk)).not.toContain(secret);
    }

    const restarted = setup({ store: s.store, safeStorage: s.safeStorage });
    expect(restarted.cache.lastView('deposit:DEP1')).toEqual(view('deposit:DEP1'));
  });

  it('is unreadable without the key: another key reads nothing, and the ciphertext is erased', () => {
    const s = setup();
    s.cache.remember(view('deposit:DEP1'));
    const otherKey = setup({ store: s.store, safeStorage: fakeOsSafeStorage() });
    expect(otherKey.cache.lastView('deposit:DEP1')).toBeNull();
    expect(s.onDisk()).toBeUndefined();
  });

  it('writes nothing where the OS gives no real protection, and keeps the views in memory', () => {
    const s = setup({ safeStorage: fakeOsSafeStorage({ backend: 'basic_text' }) });
    s.cache.remember(view('deposit:DEP1'));
    expect(s.onDisk()).toBeUndefined();
    expect(s.cache.lastView('deposit:DEP1')).not.toBeNull();
  });

  it('is gone after logout', () => {
    const s = setup();
    s.cache.remember(view('deposit:DEP1'));
    s.cache.erase('logout');
    expect(s.onDisk()).toBeUndefined();
    expect(s.cache.lastView('deposit:DEP1')).toBeNull();
  });

  it('is gone at the idle timeout, even when nothing asks for it', () => {
    const s = setup();
    s.cache.remember(view('deposit:DEP1'));
    s.wait(TIMEOUT_MINUTES * MINUTE - CHECK_EVERY_MS);
    expect(s.onDisk()).toBeDefined();
    s.wait(2 * CHECK_EVERY_MS);
    expect(s.onDisk()).toBeUndefined();
    s.input();
    expect(s.cache.lastView('deposit:DEP1')).toBeNull();
  });

  it('keeps the views while the user gives input', () => {
    const s = setup();
    s.cache.remember(view('deposit:DEP1'));
    for (let minute = 0; minute < 2 * TIMEOUT_MINUTES; minute++) {
      s.wait(MINUTE);
      s.input();
    }
    expect(s.cache.lastView('deposit:DEP1')).not.toBeNull();
  });

  it('never shows one user’s figures to another', () => {
    const s = setup();
    s.cache.remember(view('deposit:DEP1'));
    s.tokens.token = 'token-B';
    expect(s.cache.lastView('deposit:DEP1')).toBeNull();
    expect(s.onDisk()).toBeUndefined();
    s.tokens.token = 'token-A';
    expect(s.cache.lastView('deposit:DEP1')).toBeNull();
  });

  it('does not hand a restarted app another session’s views', () => {
    const s = setup();
    s.cache.remember(view('deposit:DEP1'));
    const other = setup({ store: s.store, safeStorage: s.safeStorage, token: 'token-B' });
    expect(other.cache.lastView('deposit:DEP1')).toBeNull();
    expect(s.onDisk()).toBeUndefined();
  });

  it('erases the views at start when no session was restored, and keeps none meanwhile', () => {
    const s = setup();
    s.cache.remember(view('deposit:DEP1'));
    const signedOut = setup({ store: s.store, safeStorage: s.safeStorage, token: null });
    expect(s.onDisk()).toBeUndefined();
    expect(signedOut.cache.remember(view('deposit:DEP1'))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(s.onDisk()).toBeUndefined();
  });
});
