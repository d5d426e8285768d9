import { moveDays } from './0013-ledger-account-days.ts';
import type { Migration } from './types.ts';

/**
 * A bulk load (ledger/bulk-load.ts: the bench's investor with a million entries over five years)
 * books entries on days before the shared accounts' last ones (the outside world, the fee income),
 * and migration 0013's trigger moves every later day's closing balance for each of them: hundreds
 * of rows an entry, minutes of a sandbox's time for a million. While the load runs (its one row
 * held inside the load's transaction) the trigger stands aside, and the load writes the per-day
 * balances of the accounts it booked to once, from their entries, before it commits.
 */
export const migration0016: Migration = {
  version: 16,
  name: 'per-day balances written once for a bulk load',
  sql: `
CREATE TABLE ledger_bulk_load (open INTEGER PRIMARY KEY CHECK (open = 1));

DROP TRIGGER ledger_entries_day_balances;
CREATE TRIGGER ledger_entries_day_balances AFTER INSERT ON ledger_entries
WHEN NOT EXISTS (SELECT 1 FROM reset_window) AND NOT EXISTS (SELECT 1 FROM ledger_bulk_load)
BEGIN
${moveDays('NEW.debit_account_id', '+')}
${moveDays('NEW.credit_account_id', '-')}
END;
`,
};
