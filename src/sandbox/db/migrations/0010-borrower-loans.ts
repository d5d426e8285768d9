import type { Migration } from './types.ts';

/**
 * A real user's loan in the engine (borrower-and-shared.md §3 Borrower loan): the loan gains its
 * mambu_loan_id (set for a real user's loan only, by which the profile and
 * GET api/borrower/loan/{mambuLoanId} find it; a synthetic borrower's loan has none) and its
 * Finnish reference number; the due day may be 31, the last of the month (§9); the behaviour
 * 'unpaid' is a borrower who pays nothing until told to (the control API's "leave unpaid"); and
 * each installment keeps the nominal rate its interest was counted at, which the reducing-rate
 * product lowers month by month.
 *
 * SQLite cannot alter a CHECK, so the three engine loan tables are built again. The children are
 * copied first, referencing the new loan table, and the old tables dropped children first, so no
 * row is ever without its loan (foreign keys stay on: a migration runs in a transaction, where
 * they cannot be switched off); the renames then carry the references along.
 */
export const migration0010: Migration = {
  version: 10,
  name: 'real borrowers loans: mambu id, reference number, last-of-month due day, unpaid',
  sql: `
CREATE TABLE engine_loans_0010 (
  id INTEGER PRIMARY KEY,
  borrower_user_id INTEGER NOT NULL,
  product TEXT NOT NULL CHECK (product IN ('reducing', 'fixed')),
  amount_cents INTEGER NOT NULL CHECK (typeof(amount_cents) = 'integer' AND amount_cents > 0),
  annual_rate_bp INTEGER NOT NULL CHECK (annual_rate_bp >= 0),
  term_months INTEGER NOT NULL CHECK (term_months BETWEEN 1 AND 1200),
  due_day INTEGER NOT NULL CHECK (due_day BETWEEN 1 AND 28 OR due_day = 31),
  behaviour TEXT NOT NULL CHECK (behaviour IN ('punctual', 'tardy', 'defaulter', 'unpaid')),
  behaviour_seed INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN
    ('APPROVED', 'ACTIVE', 'ACTIVE_IN_ARREARS', 'CLOSED', 'CLOSED_WRITTEN_OFF')),
  listed_on TEXT NOT NULL,
  disbursed_on TEXT,
  closed_on TEXT,
  mambu_loan_id TEXT UNIQUE,
  reference_number TEXT,
  CHECK ((mambu_loan_id IS NULL) = (reference_number IS NULL))
);
INSERT INTO engine_loans_0010 (id, borrower_user_id, product, amount_cents, annual_rate_bp,
    term_months, due_day, behaviour, behaviour_seed, state, listed_on, disbursed_on, closed_on)
  SELECT id, borrower_user_id, product, amount_cents, annual_rate_bp, term_months, due_day,
    behaviour, behaviour_seed, state, listed_on, disbursed_on, closed_on FROM engine_loans;

CREATE TABLE engine_loan_parts_0010 (
  id INTEGER PRIMARY KEY,
  loan_id INTEGER NOT NULL REFERENCES engine_loans_0010 (id),
  deposit_owner TEXT NOT NULL
    CHECK (deposit_owner IN ('investor-deposit', 'company-deposit', 'legacy-portfolio')),
  deposit_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (typeof(amount_cents) = 'integer' AND amount_cents > 0),
  placed_on TEXT NOT NULL,
  UNIQUE (loan_id, deposit_owner, deposit_id)
);
INSERT INTO engine_loan_parts_0010 (id, loan_id, deposit_owner, deposit_id, amount_cents, placed_on)
  SELECT id, loan_id, deposit_owner, deposit_id, amount_cents, placed_on FROM engine_loan_parts;

-- annual_rate_bp: the nominal rate the installment's interest is counted at (its loan's rate
-- when this migration runs, for the rows it copies).
CREATE TABLE engine_installments_0010 (
  loan_id INTEGER NOT NULL REFERENCES engine_loans_0010 (id),
  number INTEGER NOT NULL CHECK (number >= 1),
  due_date TEXT NOT NULL,
  principal_cents INTEGER NOT NULL CHECK (principal_cents >= 0),
  interest_cents INTEGER NOT NULL CHECK (interest_cents >= 0),
  fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
  penalty_cents INTEGER NOT NULL DEFAULT 0 CHECK (penalty_cents >= 0),
  reminders INTEGER NOT NULL DEFAULT 0 CHECK (reminders BETWEEN 0 AND 2),
  state TEXT NOT NULL CHECK (state IN ('PENDING', 'PARTIALLY_PAID', 'LATE', 'PAID')),
  paid_on TEXT,
  annual_rate_bp INTEGER NOT NULL CHECK (annual_rate_bp >= 0),
  PRIMARY KEY (loan_id, number)
);
INSERT INTO engine_installments_0010 (loan_id, number, due_date, principal_cents, interest_cents,
    fee_cents, penalty_cents, reminders, state, paid_on, annual_rate_bp)
  SELECT i.loan_id, i.number, i.due_date, i.principal_cents, i.interest_cents, i.fee_cents,
    i.penalty_cents, i.reminders, i.state, i.paid_on, l.annual_rate_bp
  FROM engine_installments i JOIN engine_loans l ON l.id = i.loan_id;

DROP TABLE engine_installments;
DROP TABLE engine_loan_parts;
DROP TABLE engine_loans;
ALTER TABLE engine_loans_0010 RENAME TO engine_loans;
ALTER TABLE engine_loan_parts_0010 RENAME TO engine_loan_parts;
ALTER TABLE engine_installments_0010 RENAME TO engine_installments;
CREATE INDEX engine_loans_state ON engine_loans (state, listed_on, id);
CREATE INDEX engine_loans_borrower ON engine_loans (borrower_user_id) WHERE mambu_loan_id IS NOT NULL;
CREATE INDEX engine_installments_due ON engine_installments (state, due_date);
`,
};
