import type { Migration } from './types.ts';

/**
 * The marketplace engine's loan book (ARCHITECTURE.md §5, on the model of Mambu loan accounts):
 * loans listed for funding, their investors' parts, and once disbursed their repayment schedule.
 * Money moved is never stored here, only in the ledger; these tables hold what the ledger cannot
 * say: the terms, the schedule's due amounts, and where each loan and installment stands.
 * New tables beside the persona tables (`loans` shows a persona's loans to the app), so nothing
 * that reads those changes.
 */
export const migration0004: Migration = {
  version: 4,
  name: 'engine loan book, parts, schedules and the day processed',
  sql: `
-- borrower_user_id: the borrower's users.id, or a synthetic borrower's number; no foreign key, as
-- the ledger's owner ids. state: APPROVED (listed, being funded), ACTIVE, ACTIVE_IN_ARREARS,
-- CLOSED (repaid), CLOSED_WRITTEN_OFF (sent to debt collection), Mambu's loan account states.
-- behaviour and behaviour_seed drive the simulated borrower (behaviour.ts).
CREATE TABLE engine_loans (
  id INTEGER PRIMARY KEY,
  borrower_user_id INTEGER NOT NULL,
  product TEXT NOT NULL CHECK (product IN ('reducing', 'fixed')),
  amount_cents INTEGER NOT NULL CHECK (typeof(amount_cents) = 'integer' AND amount_cents > 0),
  annual_rate_bp INTEGER NOT NULL CHECK (annual_rate_bp >= 0),
  term_months INTEGER NOT NULL CHECK (term_months BETWEEN 1 AND 1200),
  due_day INTEGER NOT NULL CHECK (due_day BETWEEN 1 AND 28),
  behaviour TEXT NOT NULL CHECK (behaviour IN ('punctual', 'tardy', 'defaulter')),
  behaviour_seed INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN
    ('APPROVED', 'ACTIVE', 'ACTIVE_IN_ARREARS', 'CLOSED', 'CLOSED_WRITTEN_OFF')),
  listed_on TEXT NOT NULL,
  disbursed_on TEXT,
  closed_on TEXT
);
CREATE INDEX engine_loans_state ON engine_loans (state, listed_on, id);

-- A deposit's share of one loan; its outstanding principal is its ledger account's balance.
CREATE TABLE engine_loan_parts (
  id INTEGER PRIMARY KEY,
  loan_id INTEGER NOT NULL REFERENCES engine_loans (id),
  deposit_owner TEXT NOT NULL CHECK (deposit_owner IN ('investor-deposit', 'company-deposit')),
  deposit_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (typeof(amount_cents) = 'integer' AND amount_cents > 0),
  placed_on TEXT NOT NULL,
  UNIQUE (loan_id, deposit_owner, deposit_id)
);

-- The schedule, written at disbursement. penalty_cents grows with each reminder; paid_on is set
-- when the installment is paid in full. state: PENDING, LATE, PAID (PARTIALLY_PAID is allowed for
-- Mambu's vocabulary; the simulated borrowers pay an installment whole).
CREATE TABLE engine_installments (
  loan_id INTEGER NOT NULL REFERENCES engine_loans (id),
  number INTEGER NOT NULL CHECK (number >= 1),
  due_date TEXT NOT NULL,
  principal_cents INTEGER NOT NULL CHECK (principal_cents >= 0),
  interest_cents INTEGER NOT NULL CHECK (interest_cents >= 0),
  fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
  penalty_cents INTEGER NOT NULL DEFAULT 0 CHECK (penalty_cents >= 0),
  reminders INTEGER NOT NULL DEFAULT 0 CHECK (reminders BETWEEN 0 AND 2),
  state TEXT NOT NULL CHECK (state IN ('PENDING', 'PARTIALLY_PAID', 'LATE', 'PAID')),
  paid_on TEXT,
  PRIMARY KEY (loan_id, number)
);
CREATE INDEX engine_installments_due ON engine_installments (state, due_date);

-- Deposits autoinvest may place; the deposit row itself may live in deposits or be synthetic.
CREATE TABLE engine_investors (
  deposit_owner TEXT NOT NULL CHECK (deposit_owner IN ('investor-deposit', 'company-deposit')),
  deposit_id INTEGER NOT NULL,
  autoinvest INTEGER NOT NULL CHECK (autoinvest IN (0, 1)),
  PRIMARY KEY (deposit_owner, deposit_id)
);

-- The last calendar day (Helsinki) whose events the engine has run: one row at most.
CREATE TABLE engine_progress (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_day TEXT NOT NULL
);
`,
};
