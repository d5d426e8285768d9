import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { migration0009 } from './migrations/0009-legacy-portfolios.ts';
import { MIGRATIONS } from './migrations/index.ts';

const partRow = z.object({
  id: z.number(),
  loan_id: z.number(),
  deposit_owner: z.string(),
  deposit_id: z.number(),
  amount_cents: z.number(),
  placed_on: z.string(),
});

const insertPart = `INSERT INTO engine_loan_parts
  (id, loan_id, deposit_owner, deposit_id, amount_cents, placed_on) VALUES (?, 1, ?, ?, ?, ?)`;

describe('the legacy portfolios’ migration', () => {
  it('keeps the loan parts of a database made before it, and then takes old portfolios’ parts', async () => {
    const db = await openDatabase(MEMORY);
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < migration0009.version),
    );
    db.run(
      `INSERT INTO engine_loans (id, borrower_user_id, product, amount_cents, annual_rate_bp,
         term_months, due_day, behaviour, behaviour_seed, state, listed_on)
       VALUES (1, 900, 'fixed', 5000, 1990, 12, 15, 'punctual', 1, 'APPROVED', '2024-01-10')`,
    );
    db.run(insertPart, 7, 'investor-deposit', 3, 2_000, '2024-01-10');
    expect(() => db.run(insertPart, 8, 'legacy-portfolio', 70_108, 1_000, '2024-01-10')).toThrow();

    const upToThis = MIGRATIONS.filter((migration) => migration.version <= migration0009.version);
    expect(migrate(db, upToThis)).toEqual([migration0009.version]);
    expect(db.all(partRow, 'SELECT * FROM engine_loan_parts')).toEqual([
      {
        id: 7,
        loan_id: 1,
        deposit_owner: 'investor-deposit',
        deposit_id: 3,
        amount_cents: 2_000,
        placed_on: '2024-01-10',
      },
    ]);
    db.run(insertPart, 8, 'legacy-portfolio', 70_108, 1_000, '2024-01-10');
    // The rebuilt table keeps its rules: one part per deposit and loan, a known owner.
    expect(() => db.run(insertPart, 9, 'investor-deposit', 3, 500, '2024-01-10')).toThrow();
    expect(() => db.run(insertPart, 10, 'someone', 4, 500, '2024-01-10')).toThrow();
    db.close();
  });
});
