import type { Migration } from './types.ts';

/**
 * The marketplace's double-entry ledger: every balance, KPI and transaction list is derived from
 * these entries, never stored beside them (ARCHITECTURE.md §5). An entry moves money from its
 * credit account to its debit account; an account's balance is its debits minus its credits, so
 * the balances of all accounts always sum to zero.
 */
export const migration0003: Migration = {
  version: 3,
  name: 'ledger accounts and append-only entries',
  sql: `
-- Holds its one row only while resetData runs (inside its transaction), the one time the
-- append-only tables below may be emptied. Not a data table: a reset opens and closes it itself.
CREATE TABLE reset_window (open INTEGER PRIMARY KEY CHECK (open = 1));

-- Lookup tables rather than CHECK lists, so a later migration adds a type or an account kind with
-- an INSERT instead of rebuilding a table of a million entries. Filled here, never by a reset.
-- The types are those of src/shared/domain/transactions.ts.
CREATE TABLE ledger_account_kinds (
  owner_kind TEXT NOT NULL,
  kind TEXT NOT NULL,
  PRIMARY KEY (owner_kind, kind)
);
INSERT INTO ledger_account_kinds (owner_kind, kind) VALUES
  ('investor-deposit', 'free-capital'),
  ('investor-deposit', 'invested-capital'),
  ('company-deposit', 'free-capital'),
  ('company-deposit', 'invested-capital'),
  ('loan', 'principal'),
  ('borrower', 'receivable'),
  ('marketplace', 'fee-income'),
  ('world', 'clearing');

CREATE TABLE ledger_entry_types (type TEXT PRIMARY KEY);
INSERT INTO ledger_entry_types (type) VALUES
  ('DEPOSIT'), ('WITHDRAWAL'), ('INVESTMENTS'), ('ADMINISTRATION_FEE'), ('INTEREST_PAID'),
  ('REPAID_CAPITAL'), ('AUTOSELL_TRANSACTION'), ('CREDIT_LOSS_AMOUNT'), ('CREDIT_LOSS_BUY_PRICE'),
  ('SUBSCRIPTION_FEE'), ('TRANSACTION_FEE'), ('FEE_PAYBACK'), ('INTERNAL_TRANSFER'),
  ('LEGACY_TRANSFER'), ('WITHDRAWAL_ADJUSTMENT'), ('CANCELED_ALLOCATION'),
  ('PROVIDER_ACCOUNT_TRANSFER'), ('PRINCIPAL'), ('PENALTY');

-- owner_id: deposits.id, loans.id or the borrower's users.id; NULL for the two singletons (the
-- marketplace and the outside world). No foreign key: the id's table depends on owner_kind.
-- loan_part_id is set exactly on invested-capital accounts (one per deposit and loan part).
CREATE TABLE ledger_accounts (
  id INTEGER PRIMARY KEY,
  owner_kind TEXT NOT NULL,
  owner_id INTEGER,
  kind TEXT NOT NULL,
  loan_part_id INTEGER,
  opened_at TEXT NOT NULL,
  FOREIGN KEY (owner_kind, kind) REFERENCES ledger_account_kinds (owner_kind, kind),
  CHECK ((owner_id IS NULL) = (owner_kind IN ('marketplace', 'world'))),
  CHECK ((loan_part_id IS NULL) = (kind <> 'invested-capital'))
);
-- NULLs are distinct in a UNIQUE index, hence the expressions; the second index serves lookups.
CREATE UNIQUE INDEX ledger_accounts_key
  ON ledger_accounts (owner_kind, kind, ifnull(owner_id, 0), ifnull(loan_part_id, 0));
CREATE INDEX ledger_accounts_owner ON ledger_accounts (owner_kind, owner_id, kind, loan_part_id);

-- One business event (a repayment split to its parts, an investment and its disbursement).
CREATE TABLE ledger_groups (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL);

-- booked_at is a full ISO instant in UTC (toISOString), so text order is time order.
CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES ledger_groups (id),
  debit_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
  amount_cents INTEGER NOT NULL CHECK (typeof(amount_cents) = 'integer' AND amount_cents > 0),
  type TEXT NOT NULL REFERENCES ledger_entry_types (type),
  booked_at TEXT NOT NULL CHECK (booked_at GLOB
    '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z'),
  -- What the entry concerns, for lists and reports; loans and parts may live in later tables.
  loan_id INTEGER,
  loan_part_id INTEGER,
  CHECK (debit_account_id <> credit_account_id)
);
-- Covering indexes: an account's balance up to an instant is summed from the index alone, and its
-- entries are walked in time order.
CREATE INDEX ledger_entries_debit ON ledger_entries (debit_account_id, booked_at, amount_cents);
CREATE INDEX ledger_entries_credit ON ledger_entries (credit_account_id, booked_at, amount_cents);
CREATE INDEX ledger_entries_group ON ledger_entries (group_id);

-- Append-only: a booking is corrected by a new entry, never by changing or removing one.
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
WHEN NOT EXISTS (SELECT 1 FROM reset_window)
BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;

CREATE TRIGGER ledger_groups_no_update BEFORE UPDATE ON ledger_groups
BEGIN SELECT RAISE(ABORT, 'ledger groups are append-only'); END;
CREATE TRIGGER ledger_groups_no_delete BEFORE DELETE ON ledger_groups
WHEN NOT EXISTS (SELECT 1 FROM reset_window)
BEGIN SELECT RAISE(ABORT, 'ledger groups are append-only'); END;

CREATE TRIGGER ledger_accounts_no_update BEFORE UPDATE ON ledger_accounts
BEGIN SELECT RAISE(ABORT, 'ledger accounts are immutable'); END;
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
WHEN NOT EXISTS (SELECT 1 FROM reset_window)
BEGIN SELECT RAISE(ABORT, 'ledger accounts are immutable'); END;
`,
};
