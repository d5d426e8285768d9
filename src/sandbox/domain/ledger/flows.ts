import { z } from 'zod';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { helsinkiDaySpans, type InstantSpan } from './helsinki-day-spans.ts';
import type { DepositOwner, EntryType } from './types.ts';

/** What a portfolio's entries booked in a range add up to (investor.md §3 KPIs), in cents. */
export interface DepositFlows {
  /** Bank transfers in, and transfers in from the user's old fixed-rate portfolio. */
  deposits: number;
  /** Withdrawals to the bank, and an old portfolio's transfers out to the new one. */
  withdrawals: number;
  /** Everything the deposit paid to the marketplace's fee account, less fees paid back. */
  feesPaid: number;
  investments: number;
  repaidCapital: number;
  /** Gross interest, before the administration fee (which is in feesPaid). */
  interestPaid: number;
  /** Principal of the deposit's loan parts written off. */
  creditLosses: number;
}

export interface Portfolio {
  owner: DepositOwner;
  depositId: number;
}

/** A row of a portfolio's flows, as the SQL of this module (and a test's oracle) sums them. */
export const flowsRow = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  fees_paid: z.number(),
  investments: z.number(),
  repaid_capital: z.number(),
  interest_paid: z.number(),
  credit_losses: z.number(),
});

// The figures from rows of money in and out of the portfolio's accounts (kind, type, the owner
// kind of the other account), summed with their signs so that a correction booked as a reverse
// entry of the same type nets out. An INTERNAL_TRANSFER (between a user's old and new portfolio)
// is money the investor moved in or out, so it counts with the deposits or the withdrawals.
const sums = (rows: string) => `
SELECT
  coalesce(sum(in_cents - out_cents) FILTER (WHERE kind = 'free-capital' AND type = 'DEPOSIT'), 0)
    + coalesce(sum(in_cents) FILTER (WHERE kind = 'free-capital' AND type = 'INTERNAL_TRANSFER'), 0)
    AS deposits,
  coalesce(sum(out_cents - in_cents) FILTER (WHERE kind = 'free-capital' AND type = 'WITHDRAWAL'), 0)
    + coalesce(sum(out_cents) FILTER (WHERE kind = 'free-capital' AND type = 'INTERNAL_TRANSFER'), 0)
    AS withdrawals,
  coalesce(sum(out_cents - in_cents)
    FILTER (WHERE kind = 'free-capital' AND counter_kind = 'marketplace'), 0) AS fees_paid,
  coalesce(sum(out_cents - in_cents)
    FILTER (WHERE kind = 'free-capital' AND type = 'INVESTMENTS'), 0) AS investments,
  coalesce(sum(in_cents - out_cents)
    FILTER (WHERE kind = 'free-capital' AND type = 'REPAID_CAPITAL'), 0) AS repaid_capital,
  coalesce(sum(in_cents - out_cents)
    FILTER (WHERE kind = 'free-capital' AND type = 'INTEREST_PAID'), 0) AS interest_paid,
  coalesce(sum(out_cents - in_cents)
    FILTER (WHERE kind = 'invested-capital' AND type = 'CREDIT_LOSS_AMOUNT'), 0) AS credit_losses
FROM (${rows})`;

// Whole Helsinki days [?3, ?4) from the per-day flows (migration 0015).
const DAY_FLOWS = sums(`
  SELECT kind, type, counter_kind, in_cents, out_cents FROM ledger_portfolio_days
  WHERE owner_kind = ?1 AND owner_id = ?2 AND day >= ?3 AND day < ?4`);

// The entries of the spans [?3, ?4) and [?5, ?6), each leg on one of the portfolio's accounts;
// each arm walks an account index by booking time.
const ENTRY_FLOWS = sums(`
  WITH mine AS (SELECT id, kind FROM ledger_accounts WHERE owner_kind = ?1 AND owner_id = ?2),
  spans (lo, hi) AS (VALUES (?3, ?4), (?5, ?6))
  SELECT a.kind, e.type, c.owner_kind AS counter_kind, e.amount_cents AS in_cents, 0 AS out_cents
  FROM mine a, spans s
  JOIN ledger_entries e ON e.debit_account_id = a.id AND e.booked_at >= s.lo AND e.booked_at < s.hi
  JOIN ledger_accounts c ON c.id = e.credit_account_id
  UNION ALL
  SELECT a.kind, e.type, c.owner_kind, 0, e.amount_cents
  FROM mine a, spans s
  JOIN ledger_entries e ON e.credit_account_id = a.id AND e.booked_at >= s.lo AND e.booked_at < s.hi
  JOIN ledger_accounts c ON c.id = e.debit_account_id`);

const EMPTY: InstantSpan = { from: '', to: '' };

export function toFlows(row: z.output<typeof flowsRow> | undefined): DepositFlows {
  if (!row) throw new Error('An aggregate query returned no row');
  return {
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    feesPaid: row.fees_paid,
    investments: row.investments,
    repaidCapital: row.repaid_capital,
    interestPaid: row.interest_paid,
    creditLosses: row.credit_losses,
  };
}

const add = (a: DepositFlows, b: DepositFlows): DepositFlows => ({
  deposits: a.deposits + b.deposits,
  withdrawals: a.withdrawals + b.withdrawals,
  feesPaid: a.feesPaid + b.feesPaid,
  investments: a.investments + b.investments,
  repaidCapital: a.repaidCapital + b.repaidCapital,
  interestPaid: a.interestPaid + b.interestPaid,
  creditLosses: a.creditLosses + b.creditLosses,
});

/**
 * The portfolio's flows booked in [from, to): the whole Helsinki days inside the range from the
 * per-day flows, and the pieces of days at its ends from their entries. A range of whole days
 * (every investor endpoint's) reads no entry at all.
 */
export function depositFlows(
  db: SqlDatabase,
  portfolio: Portfolio,
  range: { from: Date; to: Date },
): DepositFlows {
  const { owner, depositId } = portfolio;
  const spans = helsinkiDaySpans(range);
  const days = toFlows(db.get(flowsRow, DAY_FLOWS, owner, depositId, spans.fromDay, spans.toDay));
  if (spans.pieces.length === 0) return days;
  const [first = EMPTY, second = EMPTY] = spans.pieces;
  const pieces = toFlows(
    db.get(flowsRow, ENTRY_FLOWS, owner, depositId, first.from, first.to, second.from, second.to),
  );
  return add(days, pieces);
}

const dayFlowRow = z.object({ day: z.string(), in_cents: z.number(), out_cents: z.number() });

/** One Helsinki day's money into and out of a portfolio's free capital, in cents. */
export interface DayFlow {
  day: IsoDate;
  inCents: number;
  outCents: number;
}

const FREE_CAPITAL_DAYS = `
SELECT day, sum(in_cents) AS in_cents, sum(out_cents) AS out_cents FROM ledger_portfolio_days
WHERE owner_kind = ?1 AND owner_id = ?2 AND kind = 'free-capital' AND day >= ?3 AND day <= ?4
  AND type IN (SELECT value FROM json_each(?5))
GROUP BY day ORDER BY day`;

/**
 * The money of `types` that moved into and out of the portfolio's free capital on each Helsinki
 * day from `fromDate` to `toDate` (both included), oldest first; days without any are left out.
 */
export function freeCapitalDays(
  db: SqlDatabase,
  portfolio: Portfolio,
  fromDate: IsoDate,
  toDate: IsoDate,
  types: readonly EntryType[],
): DayFlow[] {
  return db
    .all(
      dayFlowRow,
      FREE_CAPITAL_DAYS,
      portfolio.owner,
      portfolio.depositId,
      fromDate,
      toDate,
      JSON.stringify(types),
    )
    .map((row) => ({ day: row.day, inCents: row.in_cents, outCents: row.out_cents }));
}
