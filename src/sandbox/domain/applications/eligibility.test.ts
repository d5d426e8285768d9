import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../test/sandbox.ts';
import { listLoan } from '../engine/loans.ts';
import { ageOn, ineligibility } from './eligibility.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const TODAY = '2024-05-06';
/** Aino (new-borrower): 28 years old, no loans. */
const AINO = 101;
const check = (amountCents = 500_000, termMonths = 24, userId = AINO) =>
  ineligibility(sandbox.db, userId, { amountCents, termMonths }, TODAY);

/** An engine loan of Aino's, paid out on `disbursedOn`, with `paid` installments paid. */
function engineLoan(disbursedOn: string, paid: number, amountCents = 300_000) {
  const id = listLoan(
    sandbox.db,
    {
      borrowerUserId: AINO,
      product: 'reducing',
      amountCents,
      termMonths: 24,
      dueDay: 1,
      behaviour: 'punctual',
      behaviourSeed: 0,
    },
    disbursedOn,
  );
  sandbox.db.run(
    "UPDATE engine_loans SET state = 'ACTIVE', disbursed_on = ? WHERE id = ?",
    disbursedOn,
    id,
  );
  for (let number = 1; number <= paid; number += 1) {
    sandbox.db.run(
      `INSERT INTO engine_installments (loan_id, number, due_date, principal_cents,
         interest_cents, fee_cents, state, paid_on, annual_rate_bp)
       VALUES (?, ?, '2023-01-01', 10000, 0, 0, 'PAID', '2023-01-01', 990)`,
      id,
      number,
    );
  }
  return id;
}

describe('ineligibility by the terms', () => {
  it('lets a 28-year-old without loans apply', () => {
    expect(check()).toBeNull();
  });

  it('refuses an applicant under 21', () => {
    sandbox.db.run("UPDATE users SET birth_date = '2003-05-07' WHERE id = ?", AINO);
    expect(check()).toBe('under-21');
    sandbox.db.run("UPDATE users SET birth_date = '2003-05-06' WHERE id = ?", AINO);
    expect(check()).toBeNull();
  });

  it('refuses a term over 84 months', () => {
    expect(check(500_000, 84)).toBeNull();
    expect(check(500_000, 85)).toBe('term-too-long');
  });

  it('refuses more than 20 000 € of capital with the loans still owed', () => {
    expect(check(2_000_000)).toBeNull();
    expect(check(2_000_001)).toBe('capital-limit');
  });

  it('counts an engine loan’s capital less its repaid principal', () => {
    engineLoan('2023-01-01', 10, 1_000_000);
    expect(check(1_100_000)).toBeNull();
    expect(check(1_100_001)).toBe('capital-limit');
  });

  it('refuses a borrower with a loan in arrears or debt collection', () => {
    // The personas' loans are played with the world; here Aino's own engine loan changes state.
    const id = engineLoan('2023-01-01', 10);
    for (const state of ['ACTIVE_IN_ARREARS', 'CLOSED_WRITTEN_OFF']) {
      sandbox.db.run('UPDATE engine_loans SET state = ? WHERE id = ?', state, id);
      expect(check(100_000)).toBe('loan-in-arrears');
    }
  });

  it('refuses a new loan within six months of the last one', () => {
    engineLoan('2023-11-07', 6);
    expect(check()).toBe('recent-loan');
  });

  it('refuses a new loan before six installments of the last one are paid', () => {
    engineLoan('2023-10-01', 5);
    expect(check()).toBe('too-few-paid-installments');
  });

  it('lets a borrower apply six months and six paid installments after the last loan', () => {
    engineLoan('2023-11-06', 6);
    expect(check()).toBeNull();
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2003-05-06', '2024-05-06')).toBe(21);
    expect(ageOn('2003-05-07', '2024-05-06')).toBe(20);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
  });
});
