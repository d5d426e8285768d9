import { z } from 'zod';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { SqlDatabase } from '../db/database.ts';

/** A row of ledger_portfolio_days (migration 0015): its key as one text, then in and out. */
export type PortfolioDayRow = [key: string, inCents: number, outCents: number];

const tableRow = z.object({
  owner_kind: z.string(),
  owner_id: z.number(),
  kind: z.string(),
  day: z.string(),
  type: z.string(),
  counter_kind: z.string(),
  in_cents: z.number(),
  out_cents: z.number(),
});

const keyOf = (row: Omit<z.output<typeof tableRow>, 'in_cents' | 'out_cents'>) =>
  [row.owner_kind, row.owner_id, row.kind, row.day, row.type, row.counter_kind].join(' ');

/** The per-day flows as the triggers keep them, in key order. */
export function portfolioDays(db: SqlDatabase): PortfolioDayRow[] {
  return db
    .all(tableRow, 'SELECT * FROM ledger_portfolio_days')
    .map((row): PortfolioDayRow => [keyOf(row), row.in_cents, row.out_cents])
    .sort(([a], [b]) => a.localeCompare(b));
}

const legRow = tableRow.omit({ day: true, in_cents: true, out_cents: true }).extend({
  booked_at: z.string(),
  cents: z.number(),
});

// Each entry twice, once for each of its accounts (money in positive), with the other's owner
// kind: those on a portfolio's free capital, and its loan parts' write-offs.
const LEGS = `
SELECT a.owner_kind, a.owner_id, a.kind, e.type, c.owner_kind AS counter_kind, e.booked_at,
  e.amount_cents AS cents
FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.debit_account_id
JOIN ledger_accounts c ON c.id = e.credit_account_id
WHERE a.owner_kind IN ('investor-deposit', 'company-deposit', 'legacy-portfolio')
  AND (a.kind = 'free-capital' OR (a.kind = 'invested-capital' AND e.type = 'CREDIT_LOSS_AMOUNT'))
UNION ALL
SELECT a.owner_kind, a.owner_id, a.kind, e.type, c.owner_kind, e.booked_at, -e.amount_cents
FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.credit_account_id
JOIN ledger_accounts c ON c.id = e.debit_account_id
WHERE a.owner_kind IN ('investor-deposit', 'company-deposit', 'legacy-portfolio')
  AND (a.kind = 'free-capital' OR (a.kind = 'invested-capital' AND e.type = 'CREDIT_LOSS_AMOUNT'))`;

/**
 * The same straight from the ledger: every entry on a portfolio's account summed by its Helsinki
 * day as the app's own calendar (Intl) gives it, not by SQL, so the trigger's day is checked too.
 */
export function portfolioDaysFromEntries(db: SqlDatabase): PortfolioDayRow[] {
  const days = new Map<string, string>();
  const sums = new Map<string, PortfolioDayRow>();
  for (const leg of db.iterate(legRow, LEGS)) {
    let day = days.get(leg.booked_at);
    if (day === undefined) {
      day = helsinkiToday(new Date(leg.booked_at));
      days.set(leg.booked_at, day);
    }
    const key = keyOf({ ...leg, day });
    const row = sums.get(key) ?? [key, 0, 0];
    if (leg.cents > 0) row[1] += leg.cents;
    else row[2] -= leg.cents;
    sums.set(key, row);
  }
  return [...sums.values()].sort(([a], [b]) => a.localeCompare(b));
}
