import { z } from 'zod';
import {
  lastPortfolioView,
  viewOf,
  withView,
  type LastPortfolioView,
  type LastViews,
  type PortfolioViewKey,
} from '#shared/offline-view.ts';
import { fail, ok, type Result } from '#shared/result.ts';
import type { Logger } from '../log.ts';
import type { CiphertextStore } from '../vault/safe-storage-backend.ts';
import type { ViewCipher } from './view-cipher.ts';

/** The session the views are bound to. */
export interface CacheSession {
  /** A tag of the signed-in session (session-tag.ts); null while nobody is signed in. */
  tag(): string | null;
  /** True once the session has had no input for longer than the idle timeout. */
  idle(): boolean;
}

export interface OfflineCache {
  /** Keeps a portfolio's view for the signed-in session; refused while nobody is signed in. */
  remember(view: LastPortfolioView): Result<void, 'unavailable'>;
  /** The signed-in session's last view of a portfolio, or null. */
  lastView(portfolio: PortfolioViewKey): LastPortfolioView | null;
  /** Logout or sign-in: every view goes, in memory and on disk. */
  erase(why: string): void;
  /** Erases what the signed-in session may not see (at start, and now and then). */
  check(): void;
}

/** What is encrypted: the views with the tag of the session that saw them. */
const keptViews = z.object({ session: z.string(), views: z.array(lastPortfolioView) }).strict();
type Kept = { session: string; views: LastViews };

/**
 * The last view of each portfolio (issue 22 §3), in main: held in memory and, where the OS's
 * protection is usable, kept across restarts as safeStorage ciphertext in the app's settings
 * store, beside the session it belongs to. Only that session ever reads it back: nobody signed
 * in, an idle session, another session's tag, or ciphertext this user's key cannot open, and
 * everything is erased instead.
 */
export function createOfflineCache(deps: {
  /** null: the OS gives no real protection, and nothing is written to disk. */
  cipher: ViewCipher | null;
  store: CiphertextStore;
  session: CacheSession;
  log: Logger;
}): OfflineCache {
  const { cipher, store, session, log } = deps;
  // undefined: the store is not read yet.
  let kept: Kept | null | undefined;

  const load = (): Kept | null => {
    const base64 = store.get();
    if (base64 === undefined || base64 === '') return null;
    if (cipher !== null) {
      try {
        const parsed = keptViews.safeParse(
          JSON.parse(cipher.decrypt(Buffer.from(base64, 'base64'))),
        );
        if (parsed.success) return parsed.data;
      } catch {
        // Not this user's key, or not ours: unreadable, like any other.
      }
    }
    log.warn('offline cache: the kept views cannot be read; erased');
    store.delete();
    return null;
  };
  const read = (): Kept | null => {
    if (kept === undefined) kept = load();
    return kept;
  };
  const persist = (next: Kept): void => {
    if (cipher === null) return;
    try {
      store.set(cipher.encrypt(JSON.stringify(next)).toString('base64'));
    } catch (error) {
      log.warn(`offline cache: not written (${error instanceof Error ? error.message : 'error'})`);
      store.delete();
    }
  };
  const erase = (why: string): void => {
    const had = read() !== null;
    kept = null;
    store.delete();
    if (had) log.info(`offline cache: erased (${why})`);
  };
  /** The signed-in session's tag and views, after erasing whatever it may not see. */
  const current = (): Kept | null => {
    const tag = session.tag();
    if (tag === null) {
      erase('nobody is signed in');
      return null;
    }
    if (session.idle()) {
      erase('idle timeout');
      return null;
    }
    const views = read();
    if (views !== null && views.session !== tag) erase('another session');
    return { session: tag, views: views?.session === tag ? views.views : [] };
  };

  return {
    remember(view) {
      const mine = current();
      if (mine === null) return fail('unavailable');
      kept = { session: mine.session, views: withView(mine.views, view) };
      persist(kept);
      return ok(undefined);
    },
    lastView(portfolio) {
      const mine = current();
      return mine === null ? null : viewOf(mine.views, portfolio);
    },
    erase,
    check() {
      current();
    },
  };
}
