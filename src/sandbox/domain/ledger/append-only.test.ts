import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY, openDatabase, type SqlDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { resetData } from '../../world/reset.ts';

const count = z.object({ n: z.number() });
const rows = (db: SqlDatabase, table: string) =>
  db.get(count, `SELECT count(*) AS n FROM ${table}`)?.n;

let db: SqlDatabase;

beforeEach(async () => {
  db = await openDatabase(MEMORY);
  migrate(db);
  resetData(db, new Date('2024-05-06T09:00:00.000Z'), { world: false });
  // Raw SQL on purpose: the schema itself must hold, whatever code writes to it.
  db.exec(`
    INSERT INTO ledger_accounts (id, owner_kind, owner_id, kind, opened_at)
      VALUES (1, 'world', NULL, 'clearing', '2024-05-06T09:00:00.000Z'),
             (2, 'investor-deposit', 7, 'free-capital', '2024-05-06T09:00:00.000Z');
    INSERT INTO ledger_groups (id, created_at) VALUES (1, '2024-05-06T09:00:00.000Z');
    INSERT INTO ledger_entries (group_id, debit_account_id, credit_account_id, amount_cents, type,
      booked_at) VALUES (1, 2, 1, 2000, 'DEPOSIT', '2024-05-06T09:00:00.000Z');
  `);
});

afterEach(() => db.close());

describe('the ledger schema', () => {
  it('refuses to change or remove an entry, a group or an account', () => {
    expect(() => db.run('UPDATE ledger_entries SET amount_cents = 1')).toThrow(/append-only/);
    expect(() => db.run('DELETE FROM ledger_entries')).toThrow(/append-only/);
    expect(() => db.run("UPDATE ledger_groups SET created_at = 'x'")).toThrow(/append-only/);
    expect(() => db.run('DELETE FROM ledger_groups')).toThrow(/append-only/);
    expect(() => db.run('UPDATE ledger_accounts SET owner_id = 8 WHERE id = 2')).toThrow(
      /immutable/,
    );
    expect(() => db.run('DELETE FROM ledger_accounts WHERE id = 2')).toThrow(/immutable/);
    expect(rows(db, 'ledger_entries')).toBe(1);
  });

  it('refuses amounts that are not positive whole cents, and an entry within one account', () => {
    const insert =
      (amount: string, debit = 2) =>
      () =>
        db.exec(`INSERT INTO ledger_entries (group_id, debit_account_id, credit_account_id,
        amount_cents, type, booked_at) VALUES (1, ${debit}, 1, ${amount}, 'DEPOSIT',
        '2024-05-06T09:00:00.000Z')`);
    for (const amount of ['0', '-5', '1.5', "'12 €'"]) expect(insert(amount)).toThrow(/CHECK/);
    expect(insert('NULL')).toThrow(/NOT NULL/);
    expect(insert('5', 1)).toThrow(/CHECK/);
  });

  it('refuses an unknown type, an unknown account kind and a loose booking time', () => {
    expect(() =>
      db.exec(`INSERT INTO ledger_entries (group_id, debit_account_id, credit_account_id,
        amount_cents, type, booked_at) VALUES (1, 2, 1, 5, 'GIFT', '2024-05-06T09:00:00.000Z')`),
    ).toThrow(/FOREIGN KEY/);
    expect(() =>
      db.exec(`INSERT INTO ledger_accounts (owner_kind, owner_id, kind, opened_at)
        VALUES ('loan', 3, 'free-capital', '2024-05-06T09:00:00.000Z')`),
    ).toThrow(/FOREIGN KEY/);
    expect(() =>
      db.exec(`INSERT INTO ledger_entries (group_id, debit_account_id, credit_account_id,
        amount_cents, type, booked_at) VALUES (1, 2, 1, 5, 'DEPOSIT', '2024-05-06 09:00')`),
    ).toThrow(/CHECK/);
  });

  it('keeps one account per key, the singletons included', () => {
    expect(() =>
      db.exec(`INSERT INTO ledger_accounts (owner_kind, owner_id, kind, opened_at)
        VALUES ('world', NULL, 'clearing', '2024-05-07T09:00:00.000Z')`),
    ).toThrow(/UNIQUE/);
  });

  it('is emptied by a reset, and append-only again afterwards', () => {
    resetData(db, new Date('2024-05-07T09:00:00.000Z'), { world: false });
    for (const table of ['ledger_entries', 'ledger_groups', 'ledger_accounts', 'reset_window'])
      expect(rows(db, table)).toBe(0);
    db.exec(`
      INSERT INTO ledger_accounts (id, owner_kind, owner_id, kind, opened_at)
        VALUES (1, 'world', NULL, 'clearing', '2024-05-07T09:00:00.000Z');
      INSERT INTO ledger_groups (id, created_at) VALUES (1, '2024-05-07T09:00:00.000Z');`);
    expect(() => db.run('DELETE FROM ledger_groups')).toThrow(/append-only/);
  });
});
