import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { END_OF_TIME } from './balance.ts';
import type { AccountKind, DepositOwner } from './types.ts';
import { FIRST_SPAN_MS, nextSpan } from './window-span.ts';

/** One side of an entry: its account, and whether that account is one of the portfolio's. */
export interface EntrySide {
  /** The account's kind where it is one of the portfolio's accounts asked about, else null. */
  mine: string | null;
  kind: string;
  owner: string;
  ownerId: number | null;
}

/** An entry of a portfolio's transaction list. */
export interface PortfolioEntry {
  bookedAt: string;
  type: string;
  loanId: number | null;
  /**
   * The amount as the investor sees it: money into free capital positive, out of it negative; an
   * entry that touches only another of the portfolio's accounts (a credit loss writing off a part)
   * as that account sees it.
   */
  signedCents: number;
  debit: EntrySide;
  credit: EntrySide;
}

export interface PortfolioEntryQuery {
  /** Only these of the owner's accounts; all of them when absent. */
  accountKinds?: readonly AccountKind[];
  /** Booked in [from, to); all when absent. */
  from?: Date;
  to?: Date;
  /** Only entries of these types; all when absent. */
  types?: readonly string[];
}

const MINE = `
WITH mine AS (
  SELECT id, kind FROM ledger_accounts
  WHERE owner_kind = ?1 AND owner_id = ?2
    AND (?3 IS NULL OR kind IN (SELECT value FROM json_each(?3)))
)`;

/** The first and the last instant the owner's accounts have entries at in [?4, ?5), from indexes. */
const BOOKED_BETWEEN = `${MINE},
side AS (
  SELECT (SELECT max(booked_at) FROM ledger_entries
          WHERE debit_account_id = a.id AND booked_at >= ?4 AND booked_at < ?5) AS newest,
         (SELECT min(booked_at) FROM ledger_entries
          WHERE debit_account_id = a.id AND booked_at >= ?4 AND booked_at < ?5) AS oldest
  FROM mine a
  UNION ALL
  SELECT (SELECT max(booked_at) FROM ledger_entries
          WHERE credit_account_id = a.id AND booked_at >= ?4 AND booked_at < ?5),
         (SELECT min(booked_at) FROM ledger_entries
          WHERE credit_account_id = a.id AND booked_at >= ?4 AND booked_at < ?5)
  FROM mine a
)
SELECT max(newest) AS newest, min(oldest) AS oldest FROM side`;
const bookedBetween = z.object({ newest: z.string().nullable(), oldest: z.string().nullable() });

/** The owner's accounts that the query asks about. */
const MINE_ACCOUNTS = `${MINE} SELECT id, kind FROM mine`;
const mineRow = z.object({ id: z.number(), kind: z.string() });

/*
 * Every entry in [?4, ?5) touching one of the owner's accounts, once: an entry between two of them
 * (an investment, free capital → a part) is one row, not two. Newest first. The accounts are named
 * apart (a portfolio has a few hundred, its list a million rows).
 */
const ENTRIES = `${MINE},
hits AS (
  SELECT e.id FROM mine a
  JOIN ledger_entries e ON e.debit_account_id = a.id AND e.booked_at >= ?4 AND e.booked_at < ?5
  UNION
  SELECT e.id FROM mine a
  JOIN ledger_entries e ON e.credit_account_id = a.id AND e.booked_at >= ?4 AND e.booked_at < ?5
)
SELECT e.booked_at, e.type, e.amount_cents, e.loan_id, e.debit_account_id, e.credit_account_id
FROM hits h
JOIN ledger_entries e ON e.id = h.id
WHERE ?6 IS NULL OR e.type IN (SELECT value FROM json_each(?6))
ORDER BY e.booked_at DESC, e.id DESC`;
const row = z.object({
  booked_at: z.string(),
  type: z.string(),
  amount_cents: z.number(),
  loan_id: z.number().nullable(),
  debit_account_id: z.number(),
  credit_account_id: z.number(),
});

const ACCOUNT = 'SELECT kind, owner_kind, owner_id FROM ledger_accounts WHERE id = ?';
const accountRow = z.object({
  kind: z.string(),
  owner_kind: z.string(),
  owner_id: z.number().nullable(),
});

function signedCents(amountCents: number, debit: EntrySide, credit: EntrySide): number {
  if (debit.mine === 'free-capital') return amountCents;
  if (credit.mine === 'free-capital') return -amountCents;
  return debit.mine !== null ? amountCents : -amountCents;
}

const json = (values: readonly string[] | undefined) =>
  values === undefined ? null : JSON.stringify(values);

/**
 * The entries of a portfolio (a deposit, or an old fixed-rate portfolio) that the query asks for,
 * newest first, streamed: a deposit's range may hold a million rows, never gathered here. Nor
 * sorted whole: the range is read in windows of time from its newest entry back, each sorted on
 * its own, so the first rows come after the newest hour's, not after all five years'. Windows grow
 * or shrink to hold a few thousand rows (window-span.ts).
 */
export function* portfolioEntries(
  db: SqlDatabase,
  owner: { kind: DepositOwner; id: number },
  query: PortfolioEntryQuery = {},
): Generator<PortfolioEntry> {
  const mine = [owner.kind, owner.id, json(query.accountKinds)] as const;
  const types = json(query.types);
  const mineKinds = new Map(db.all(mineRow, MINE_ACCOUNTS, ...mine).map((a) => [a.id, a.kind]));
  const sides = new Map<number, EntrySide>();
  const sideOf = (account: number): EntrySide => {
    let side = sides.get(account);
    if (side === undefined) {
      const found = db.get(accountRow, ACCOUNT, account);
      if (found === undefined) throw new Error(`No ledger account ${account}`);
      side = {
        mine: mineKinds.get(account) ?? null,
        kind: found.kind,
        owner: found.owner_kind,
        ownerId: found.owner_id,
      };
      sides.set(account, side);
    }
    return side;
  };
  const booked = db.get(
    bookedBetween,
    BOOKED_BETWEEN,
    ...mine,
    query.from?.toISOString() ?? '',
    query.to?.toISOString() ?? END_OF_TIME,
  );
  if (booked?.newest == null || booked.oldest == null) return;
  const oldest = Date.parse(booked.oldest);
  let end = Date.parse(booked.newest) + 1;
  let span = FIRST_SPAN_MS;
  while (end > oldest) {
    const start = Math.max(oldest, end - span);
    const window = [new Date(start).toISOString(), new Date(end).toISOString()] as const;
    let rows = 0;
    for (const entry of db.iterate(row, ENTRIES, ...mine, ...window, types)) {
      rows += 1;
      const debit = sideOf(entry.debit_account_id);
      const credit = sideOf(entry.credit_account_id);
      yield {
        bookedAt: entry.booked_at,
        type: entry.type,
        loanId: entry.loan_id,
        signedCents: signedCents(entry.amount_cents, debit, credit),
        debit,
        credit,
      };
    }
    end = start;
    span = nextSpan(span, rows);
  }
}
