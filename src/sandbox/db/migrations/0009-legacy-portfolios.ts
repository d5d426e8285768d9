import type { Migration } from './types.ts';

/**
 * The old platform's fixed-rate portfolios (investor.md §1, §3 Legacy portfolio) in the one
 * ledger: a legacy investor user's portfolio holds free capital and loan parts like a deposit
 * (owner_id is the legacy_user_id), so the engine repays its old fixed-rate loans as it repays
 * any other. It cannot pay to a bank by itself: a withdrawal goes to the user's new portfolio
 * (held in its outgoing transfers until it arrives) or, without one, to the bank on record.
 */
export const migration0009: Migration = {
  version: 9,
  name: 'legacy fixed-rate portfolios and their transfers to the new portfolio',
  sql: `
INSERT INTO ledger_account_kinds (owner_kind, kind) VALUES
  ('legacy-portfolio', 'free-capital'),
  ('legacy-portfolio', 'invested-capital'),
  ('legacy-portfolio', 'outgoing-transfers');

-- engine_loan_parts again, its CHECK taking the legacy portfolios (SQLite cannot alter a CHECK).
-- Nothing references the table and it has no other index, so the copy keeps every row and id.
CREATE TABLE engine_loan_parts_0009 (
  id INTEGER PRIMARY KEY,
  loan_id INTEGER NOT NULL REFERENCES engine_loans (id),
  deposit_owner TEXT NOT NULL
    CHECK (deposit_owner IN ('investor-deposit', 'company-deposit', 'legacy-portfolio')),
  deposit_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (typeof(amount_cents) = 'integer' AND amount_cents > 0),
  placed_on TEXT NOT NULL,
  UNIQUE (loan_id, deposit_owner, deposit_id)
);
INSERT INTO engine_loan_parts_0009 (id, loan_id, deposit_owner, deposit_id, amount_cents, placed_on)
  SELECT id, loan_id, deposit_owner, deposit_id, amount_cents, placed_on FROM engine_loan_parts;
DROP TABLE engine_loan_parts;
ALTER TABLE engine_loan_parts_0009 RENAME TO engine_loan_parts;

-- The bank account the old platform has on record for a login: where a withdrawal goes when
-- the user has no new portfolio.
ALTER TABLE legacy_accounts ADD COLUMN iban TEXT;

-- A withdrawal from an old portfolio to the new one: entry_id is its INTERNAL_TRANSFER out of
-- the old portfolio's free capital, which reaches the deposit deposit_id (deposits.id) on
-- arrives_on, a Helsinki calendar day; arrived_on is set when it has.
CREATE TABLE engine_legacy_transfers (
  id INTEGER PRIMARY KEY,
  entry_id INTEGER NOT NULL UNIQUE REFERENCES ledger_entries (id),
  deposit_id INTEGER NOT NULL,
  arrives_on TEXT NOT NULL,
  arrived_on TEXT
);
CREATE INDEX engine_legacy_transfers_due ON engine_legacy_transfers (arrives_on)
  WHERE arrived_on IS NULL;
`,
};
