import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY, openDatabase, type SqlDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { migration0013 } from '../../db/migrations/0013-ledger-account-days.ts';
import { freeCapital, openAccount, WORLD } from './accounts.ts';
import { balance } from './balance.ts';
import { post } from './post.ts';
import type { AccountId } from './types.ts';

const summedRow = z.object({ cents: z.number() });

/** Debits less credits of the entries booked before `until`, summed from the entries alone. */
const summed = (db: SqlDatabase, account: AccountId, until = '9999'): number =>
  db.get(
    summedRow,
    `SELECT coalesce(sum(CASE WHEN debit_account_id = ?1 THEN amount_cents ELSE -amount_cents END), 0)
       AS cents
     FROM ledger_entries WHERE (debit_account_id = ?1 OR credit_account_id = ?1) AND booked_at < ?2`,
    account,
    until,
  )?.cents ?? 0;

const INSTANTS = [
  '2024-03-01T00:00:00.000Z',
  '2024-03-01T10:00:00.000Z',
  '2024-03-01T10:00:00.001Z',
  '2024-03-02T23:59:59.999Z',
  '2024-03-03T08:00:00.000Z',
  '2024-03-03T12:00:00.000Z',
  '2024-03-05T00:00:00.000Z',
];

/** Three days of deposits into one investor's free capital, the middle one booked last. */
function book(db: SqlDatabase) {
  const opened = new Date('2024-01-01T00:00:00.000Z');
  const free = openAccount(db, freeCapital('investor-deposit', 1), opened).id;
  const world = openAccount(db, WORLD, opened).id;
  const deposit = (instant: string, amountCents: number) =>
    post(db, {
      debit: free,
      credit: world,
      amountCents,
      type: 'DEPOSIT',
      bookedAt: new Date(instant),
    });
  deposit('2024-03-01T10:00:00.000Z', 1_000);
  deposit('2024-03-03T10:00:00.000Z', 300);
  deposit('2024-03-03T12:00:00.000Z', 20);
  // Booked after the later days' entries: their closing balances move too.
  deposit('2024-03-02T09:00:00.000Z', 4_000);
  return { free, world };
}

describe('balances from the per-day closing balances', () => {
  it('equal the sum of the entries at every instant, an entry booked out of order included', async () => {
    const db = await openDatabase(MEMORY);
    migrate(db);
    const { free, world } = book(db);
    for (const account of [free, world]) {
      expect(balance(db, account)).toBe(summed(db, account));
      for (const instant of INSTANTS) {
        expect(balance(db, account, { until: new Date(instant) })).toBe(
          summed(db, account, instant),
        );
      }
    }
    expect(balance(db, free)).toBe(5_320);
    expect(balance(db, free, { until: new Date('2024-03-03T12:00:00.000Z') })).toBe(5_300);
  });

  it('are filled in for the entries of a database made before them', async () => {
    const db = await openDatabase(MEMORY);
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < migration0013.version),
    );
    const { free, world } = book(db);
    expect(migrate(db)).toContain(migration0013.version);
    for (const account of [free, world]) {
      for (const instant of INSTANTS) {
        expect(balance(db, account, { until: new Date(instant) })).toBe(
          summed(db, account, instant),
        );
      }
    }
    expect(balance(db, world)).toBe(-5_320);
  });
});
