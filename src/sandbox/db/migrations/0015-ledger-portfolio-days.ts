import type { Migration } from './types.ts';

/**
 * Per-day flows of each portfolio beside the ledger (ARCHITECTURE.md §5), for a deposit's KPIs
 * over a range without a walk of its entries (an active investor's free capital has a million):
 * for each portfolio (a person's or a company's deposit, or an old fixed-rate portfolio), its
 * account kind, Helsinki calendar day, entry type and the owner kind of the other account, the
 * money the entries of that day moved into and out of the portfolio's accounts of that kind. Only
 * what the figures read (ledger/flows.ts): the free capital's entries, and the loan parts'
 * write-offs; the parts' other entries (half of a world's) would only cost every booking.
 * In and out are kept apart because an INTERNAL_TRANSFER counts with the deposits one way and
 * the withdrawals the other. Triggers write them in the same transaction as the entries they
 * sum, so the ledger stays the one source.
 *
 * The day is Helsinki's because the investor endpoints answer for Helsinki days (their
 * from_date and to_date): a range of whole days is a sum of these rows, and its cash flows are
 * dated by them. SQLite knows no time zones, so the day is worked out with the EU rule Finland
 * follows: UTC+3 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October, UTC+2 otherwise (the last Sunday of a 31-day month is the first on or after the 25th).
 *
 * During a reset (reset_window open) the trigger stands aside, as migration 0013's: the reset
 * empties the table with the ledger and copies it from the template with the entries it sums.
 */

/**
 * The Helsinki calendar day (YYYY-MM-DD) of an ISO instant in UTC (booked_at's form). Before 21:00
 * UTC it is the UTC day and from 22:00 the next; only in the hour between does it depend on the
 * season (summer's midnight is at 21:00 UTC). Cheap in the common case, as the trigger runs for
 * every entry (the engine books at 10:00 UTC).
 */
const helsinkiDay = (instant: string): string => `CASE
  WHEN substr(${instant}, 12, 2) < '21' THEN substr(${instant}, 1, 10)
  WHEN substr(${instant}, 12, 2) >= '22'
    OR (${instant} >= date(substr(${instant}, 1, 4) || '-03-25', 'weekday 0') || 'T01'
      AND ${instant} < date(substr(${instant}, 1, 4) || '-10-25', 'weekday 0') || 'T01')
  THEN date(${instant}, '+1 day')
  ELSE substr(${instant}, 1, 10) END`;

const PORTFOLIO_OWNERS = `('investor-deposit', 'company-deposit', 'legacy-portfolio')`;
/** Which of a portfolio's accounts' entries are kept, with `a` the account and `type` the entry's. */
const KEPT = (type: string) =>
  `(a.kind = 'free-capital' OR (a.kind = 'invested-capital' AND ${type} = 'CREDIT_LOSS_AMOUNT'))`;

/**
 * The trigger's statement for one side of an entry: the amount added to the day's money in
 * (`in_cents`, the debit) or out (`out_cents`, the credit) of `account`, if a portfolio holds it.
 */
const addToDay = (account: string, counter: string, column: 'in_cents' | 'out_cents'): string => `
  INSERT INTO ledger_portfolio_days
    (owner_kind, owner_id, kind, day, type, counter_kind, in_cents, out_cents)
  SELECT a.owner_kind, a.owner_id, a.kind, ${helsinkiDay('NEW.booked_at')}, NEW.type, c.owner_kind,
    ${column === 'in_cents' ? 'NEW.amount_cents, 0' : '0, NEW.amount_cents'}
  FROM ledger_accounts a, ledger_accounts c
  WHERE a.id = ${account} AND c.id = ${counter} AND a.owner_kind IN ${PORTFOLIO_OWNERS}
    AND ${KEPT('NEW.type')}
  ON CONFLICT DO UPDATE SET ${column} = ${column} + excluded.${column};`;

export const migration0015: Migration = {
  version: 15,
  name: 'ledger per-day portfolio flows',
  sql: `
CREATE TABLE ledger_portfolio_days (
  owner_kind TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  -- The kind of the portfolio's account (free-capital, invested-capital, …).
  kind TEXT NOT NULL,
  -- The Helsinki calendar day of booked_at.
  day TEXT NOT NULL,
  type TEXT NOT NULL,
  -- The owner kind of the entry's other account.
  counter_kind TEXT NOT NULL,
  in_cents INTEGER NOT NULL,
  out_cents INTEGER NOT NULL,
  PRIMARY KEY (owner_kind, owner_id, kind, day, type, counter_kind)
);

INSERT INTO ledger_portfolio_days
  (owner_kind, owner_id, kind, day, type, counter_kind, in_cents, out_cents)
SELECT a.owner_kind, a.owner_id, a.kind, legs.day, legs.type, c.owner_kind,
  sum(legs.in_cents), sum(legs.out_cents)
FROM (
  SELECT debit_account_id AS account_id, credit_account_id AS counter_id,
    ${helsinkiDay('booked_at')} AS day, type, amount_cents AS in_cents, 0 AS out_cents
  FROM ledger_entries
  UNION ALL
  SELECT credit_account_id, debit_account_id, ${helsinkiDay('booked_at')}, type, 0, amount_cents
  FROM ledger_entries
) AS legs
JOIN ledger_accounts a ON a.id = legs.account_id
JOIN ledger_accounts c ON c.id = legs.counter_id
WHERE a.owner_kind IN ${PORTFOLIO_OWNERS} AND ${KEPT('legs.type')}
GROUP BY a.owner_kind, a.owner_id, a.kind, legs.day, legs.type, c.owner_kind;

CREATE TRIGGER ledger_entries_portfolio_days AFTER INSERT ON ledger_entries
WHEN NOT EXISTS (SELECT 1 FROM reset_window)
BEGIN
${addToDay('NEW.debit_account_id', 'NEW.credit_account_id', 'in_cents')}
${addToDay('NEW.credit_account_id', 'NEW.debit_account_id', 'out_cents')}
END;
`,
};
