import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { migration0010 } from './migrations/0010-borrower-loans.ts';
import { MIGRATIONS } from './migrations/index.ts';

const insertLoan = `INSERT INTO engine_loans (id, borrower_user_id, product, amount_cents,
    annual_rate_bp, term_months, due_day, behaviour, behaviour_seed, state, listed_on)
  VALUES (?, 900, 'reducing', 5000, 970, 12, ?, ?, 1, 'ACTIVE', '2024-01-10')`;

describe('the real borrowers’ loans migration', () => {
  it('keeps the loans, parts and schedules made before it, and then takes the last of the month and unpaid', async () => {
    const db = await openDatabase(MEMORY);
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < migration0010.version),
    );
    db.run(insertLoan, 1, 15, 'punctual');
    db.run(
      `INSERT INTO engine_loan_parts (id, loan_id, deposit_owner, deposit_id, amount_cents,
         placed_on) VALUES (7, 1, 'investor-deposit', 3, 5000, '2024-01-10')`,
    );
    db.run(
      `INSERT INTO engine_installments (loan_id, number, due_date, principal_cents,
         interest_cents, fee_cents, state) VALUES (1, 1, '2024-02-15', 5000, 40, 15, 'PENDING')`,
    );
    expect(() => db.run(insertLoan, 2, 31, 'punctual')).toThrow();
    expect(() => db.run(insertLoan, 3, 15, 'unpaid')).toThrow();

    const upToThis = MIGRATIONS.filter((migration) => migration.version <= migration0010.version);
    expect(migrate(db, upToThis)).toEqual([migration0010.version]);
    expect(
      db.get(
        z.object({ due_day: z.number(), mambu_loan_id: z.null() }),
        'SELECT due_day, mambu_loan_id FROM engine_loans WHERE id = 1',
      ),
    ).toEqual({ due_day: 15, mambu_loan_id: null });
    expect(
      db.get(z.object({ n: z.number() }), 'SELECT count(*) AS n FROM engine_loan_parts'),
    ).toEqual({ n: 1 });
    // A copied installment keeps its loan's rate as the rate its interest was counted at.
    expect(
      db.get(
        z.object({ annual_rate_bp: z.number() }),
        'SELECT annual_rate_bp FROM engine_installments WHERE loan_id = 1',
      ),
    ).toEqual({ annual_rate_bp: 970 });

    db.run(insertLoan, 2, 31, 'unpaid');
    // The rebuilt tables keep their rules: no due day 30, no part or installment without a loan.
    expect(() => db.run(insertLoan, 4, 30, 'punctual')).toThrow();
    expect(() =>
      db.run(
        `INSERT INTO engine_loan_parts (loan_id, deposit_owner, deposit_id, amount_cents,
           placed_on) VALUES (99, 'investor-deposit', 3, 5000, '2024-01-10')`,
      ),
    ).toThrow();
    expect(() =>
      db.run(
        `INSERT INTO engine_installments (loan_id, number, due_date, principal_cents,
           interest_cents, fee_cents, state, annual_rate_bp)
         VALUES (99, 1, '2024-02-15', 5000, 40, 15, 'PENDING', 970)`,
      ),
    ).toThrow();
    db.close();
  });
});
