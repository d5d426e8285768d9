import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';

const maxId = z.object({ id: z.number().nullable() });

// The per-day closing balances (migration 0013) of every account an entry after ?1 touched,
// written anew from all of their entries, as migration 0013 filled them in.
const TOUCHED = `SELECT debit_account_id AS id FROM ledger_entries WHERE id > ?1
  UNION SELECT credit_account_id FROM ledger_entries WHERE id > ?1`;
const CLEAR_DAYS = `DELETE FROM ledger_account_days WHERE account_id IN (${TOUCHED})`;
const WRITE_DAYS = `
INSERT INTO ledger_account_days (account_id, day, closing_cents)
SELECT account_id, day, sum(change) OVER (PARTITION BY account_id ORDER BY day)
FROM (
  SELECT account_id, day, sum(cents) AS change FROM (
    SELECT e.debit_account_id AS account_id, substr(e.booked_at, 1, 10) AS day,
      e.amount_cents AS cents
    FROM (${TOUCHED}) t JOIN ledger_entries e ON e.debit_account_id = t.id
    UNION ALL
    SELECT e.credit_account_id, substr(e.booked_at, 1, 10), -e.amount_cents
    FROM (${TOUCHED}) t JOIN ledger_entries e ON e.credit_account_id = t.id
  ) GROUP BY account_id, day
)`;

/**
 * Runs `book` in one transaction as a bulk load (migration 0016): the entries it books leave the
 * per-day balances alone, which are then written once for every account they touched. For
 * entries booked far behind shared accounts' latest days, which the trigger would move one by one.
 */
export function bulkLoad<T>(db: SqlDatabase, book: () => T): T {
  return db.transaction(() => {
    const before = db.get(maxId, 'SELECT max(id) AS id FROM ledger_entries')?.id ?? 0;
    db.run('INSERT INTO ledger_bulk_load (open) VALUES (1)');
    const result = book();
    db.run('DELETE FROM ledger_bulk_load');
    db.run(CLEAR_DAYS, before);
    db.run(WRITE_DAYS, before);
    return result;
  });
}
