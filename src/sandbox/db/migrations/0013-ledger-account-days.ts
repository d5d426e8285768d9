import type { Migration } from './types.ts';

/**
 * Per-day balances beside the ledger (ARCHITECTURE.md §5): for each account and each UTC day it
 * has entries on, the balance at the end of that day. Triggers write them in the same transaction
 * as the entries they sum, so the ledger stays the one source; a balance as of an instant is the
 * closing balance of the day before it plus that day's entries up to the instant, two index
 * lookups instead of a sum over every entry of the account (an active investor's free capital
 * has tens of thousands). An entry booked on an earlier day than an account's last also moves
 * every later day's closing balance.
 *
 * During a reset (reset_window open) the triggers stand aside: the reset empties the table
 * with the ledger and copies it from the template with the entries it sums.
 */
/**
 * The trigger's statements for one side of an entry: the day's row of `account`, opened at the
 * previous day's closing balance if it has none, then the amount added to (`+`, the debit) or
 * taken from (`-`, the credit) it and every later day.
 */
export const moveDays = (account: string, sign: '+' | '-'): string => `
  INSERT INTO ledger_account_days (account_id, day, closing_cents)
  SELECT ${account}, substr(NEW.booked_at, 1, 10), coalesce((
    SELECT closing_cents FROM ledger_account_days
    WHERE account_id = ${account} AND day < substr(NEW.booked_at, 1, 10)
    ORDER BY day DESC LIMIT 1), 0)
  WHERE NOT EXISTS (SELECT 1 FROM ledger_account_days
    WHERE account_id = ${account} AND day = substr(NEW.booked_at, 1, 10));
  UPDATE ledger_account_days SET closing_cents = closing_cents ${sign} NEW.amount_cents
  WHERE account_id = ${account} AND day >= substr(NEW.booked_at, 1, 10);`;

export const migration0013: Migration = {
  version: 13,
  name: 'ledger per-day balances',
  sql: `
CREATE TABLE ledger_account_days (
  account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
  -- The UTC day of booked_at (its first ten characters).
  day TEXT NOT NULL,
  closing_cents INTEGER NOT NULL,
  PRIMARY KEY (account_id, day)
);

INSERT INTO ledger_account_days (account_id, day, closing_cents)
SELECT account_id, day, sum(change) OVER (PARTITION BY account_id ORDER BY day)
FROM (
  SELECT account_id, day, sum(cents) AS change FROM (
    SELECT debit_account_id AS account_id, substr(booked_at, 1, 10) AS day, amount_cents AS cents
    FROM ledger_entries
    UNION ALL
    SELECT credit_account_id, substr(booked_at, 1, 10), -amount_cents FROM ledger_entries
  ) GROUP BY account_id, day
);

CREATE TRIGGER ledger_entries_day_balances AFTER INSERT ON ledger_entries
WHEN NOT EXISTS (SELECT 1 FROM reset_window)
BEGIN
${moveDays('NEW.debit_account_id', '+')}
${moveDays('NEW.credit_account_id', '-')}
END;
`,
};
