import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { AccountId } from './types.ts';

const balanceRow = z.object({ balance: z.number() });

/**
 * SQL for the balance of `account` from the entries booked before the instant `until` (both SQL
 * expressions): the closing balance of the last day before the instant's (migration 0013), and
 * that day's entries up to the instant, from the covering indexes of migration 0003.
 */
export const balanceBeforeSql = (account: string, until: string): string => `(
  coalesce((SELECT closing_cents FROM ledger_account_days
    WHERE account_id = ${account} AND day < substr(${until}, 1, 10) ORDER BY day DESC LIMIT 1), 0)
  + (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE debit_account_id = ${account}
     AND booked_at >= substr(${until}, 1, 10) AND booked_at < ${until})
  - (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE credit_account_id = ${account}
     AND booked_at >= substr(${until}, 1, 10) AND booked_at < ${until}))`;

const BALANCE = `SELECT ${balanceBeforeSql('?1', '?2')} AS balance`;

/** The highest booking time; every valid booked_at sorts before it. */
export const END_OF_TIME = '9999-99';

/**
 * An account's balance in cents (debits minus credits) from the entries booked before `until`,
 * or from all of them.
 */
export function balance(
  db: SqlDatabase,
  account: AccountId,
  options: { until?: Date } = {},
): number {
  const until = options.until?.toISOString() ?? END_OF_TIME;
  return db.get(balanceRow, BALANCE, account, until)?.balance ?? 0;
}
