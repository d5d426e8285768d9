import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY, openDatabase, type SqlDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { portfolioDays, portfolioDaysFromEntries } from '../../test/portfolio-days.ts';
import { MARKETPLACE_FEES, WORLD, freeCapital, openAccount } from './accounts.ts';
import { balance } from './balance.ts';
import { bulkLoad } from './bulk-load.ts';
import { post } from './post.ts';
import type { AccountId } from './types.ts';

const dayRow = z.object({ account_id: z.number(), day: z.string(), closing_cents: z.number() });

/** The per-day closing balances as kept, and as the full sum of every account's entries. */
const keptDays = (db: SqlDatabase) =>
  db.all(dayRow, 'SELECT * FROM ledger_account_days ORDER BY account_id, day');
const summedDays = (db: SqlDatabase) =>
  db.all(
    dayRow,
    `SELECT account_id, day, sum(change) OVER (PARTITION BY account_id ORDER BY day) AS closing_cents
     FROM (SELECT account_id, day, sum(cents) AS change FROM (
       SELECT debit_account_id AS account_id, substr(booked_at, 1, 10) AS day, amount_cents AS cents
       FROM ledger_entries
       UNION ALL SELECT credit_account_id, substr(booked_at, 1, 10), -amount_cents FROM ledger_entries
     ) GROUP BY account_id, day)
     ORDER BY account_id, day`,
  );

const count = (db: SqlDatabase, table: string) =>
  db.get(z.object({ n: z.number() }), `SELECT count(*) AS n FROM ${table}`)?.n;

describe('bulkLoad', () => {
  it('leaves the per-day balances as the trigger would, entries far behind the latest day too', async () => {
    const db = await openDatabase(MEMORY);
    migrate(db);
    const at = (day: string) => new Date(`${day}T10:00:00.000Z`);
    const open = (key: Parameters<typeof openAccount>[1]) =>
      openAccount(db, key, at('2020-01-01')).id;
    const world = open(WORLD);
    const fees = open(MARKETPLACE_FEES);
    const other = open(freeCapital('investor-deposit', 1));
    // Shared accounts with days up to 2024, then a deposit's history booked from 2021 on.
    for (const day of ['2021-06-01', '2023-01-01', '2024-05-01'])
      post(db, {
        debit: other,
        credit: world,
        amountCents: 1_000,
        type: 'DEPOSIT',
        bookedAt: at(day),
      });
    post(db, {
      debit: fees,
      credit: other,
      amountCents: 10,
      type: 'ADMINISTRATION_FEE',
      bookedAt: at('2024-05-02'),
    });

    let free: AccountId | undefined;
    bulkLoad(db, () => {
      free = open(freeCapital('investor-deposit', 2));
      const book = (
        debit: AccountId,
        credit: AccountId,
        day: string,
        type: 'DEPOSIT' | 'ADMINISTRATION_FEE',
      ) => post(db, { debit, credit, amountCents: 500, type, bookedAt: at(day) });
      book(free, world, '2021-01-01', 'DEPOSIT');
      book(fees, free, '2021-03-01', 'ADMINISTRATION_FEE');
      book(free, world, '2023-01-01', 'DEPOSIT');
      book(free, world, '2025-01-01', 'DEPOSIT');
    });
    expect(count(db, 'ledger_bulk_load')).toBe(0);
    expect(keptDays(db)).toEqual(summedDays(db));
    expect(portfolioDays(db)).toEqual(portfolioDaysFromEntries(db));
    expect(balance(db, world, { until: at('2023-06-01') })).toBe(-3_000);
    expect(balance(db, free ?? expect.fail(), { until: at('2023-06-01') })).toBe(500);

    // Afterwards the trigger keeps them again.
    post(db, {
      debit: other,
      credit: world,
      amountCents: 7,
      type: 'DEPOSIT',
      bookedAt: at('2022-01-01'),
    });
    expect(keptDays(db)).toEqual(summedDays(db));
    db.close();
  });

  it('books nothing when its work fails', async () => {
    const db = await openDatabase(MEMORY);
    migrate(db);
    const world = openAccount(db, WORLD, new Date(0)).id;
    const free = openAccount(db, freeCapital('investor-deposit', 1), new Date(0)).id;
    expect(() =>
      bulkLoad(db, () => {
        post(db, {
          debit: free,
          credit: world,
          amountCents: 1,
          type: 'DEPOSIT',
          bookedAt: new Date(0),
        });
        throw new Error('no');
      }),
    ).toThrow('no');
    expect([count(db, 'ledger_entries'), count(db, 'ledger_bulk_load')]).toEqual([0, 0]);
    db.close();
  });
});
