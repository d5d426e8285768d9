import type { Migration } from './types.ts';

/**
 * Withdrawals and autosell in the engine (investor.md §4 Withdrawal with autosell, §9). The money
 * is in the ledger only; these tables hold the requests: which withdrawal entry is still to be
 * paid to the bank and on which banking day, and which autosell is under way for how much.
 */
export const migration0006: Migration = {
  version: 6,
  name: 'withdrawals paid after banking days, autosell requests and their sales',
  sql: `
-- Withdrawn money on its way to the investors' banks: no longer in any deposit, not yet outside.
INSERT INTO ledger_account_kinds (owner_kind, kind) VALUES ('world', 'outgoing-payments');

-- One withdrawal: entry_id is its WITHDRAWAL entry (free capital to the outgoing payments), whose
-- amount is paid to the bank on pays_on, a Helsinki calendar day; paid_on is set when it is.
CREATE TABLE engine_withdrawals (
  id INTEGER PRIMARY KEY,
  entry_id INTEGER NOT NULL UNIQUE REFERENCES ledger_entries (id),
  pays_on TEXT NOT NULL,
  paid_on TEXT
);
CREATE INDEX engine_withdrawals_unpaid ON engine_withdrawals (pays_on) WHERE paid_on IS NULL;

-- A withdrawal of more than the free capital: the deposit's loan parts are sold until its free
-- capital reaches requested_cents. state: active, completed (withdrawn in full), stopped (what
-- was collected withdrawn), cancelled. One active request per deposit at most.
CREATE TABLE engine_autosells (
  id INTEGER PRIMARY KEY,
  deposit_owner TEXT NOT NULL CHECK (deposit_owner IN ('investor-deposit', 'company-deposit')),
  deposit_id INTEGER NOT NULL,
  requested_cents INTEGER NOT NULL
    CHECK (typeof(requested_cents) = 'integer' AND requested_cents > 0),
  state TEXT NOT NULL CHECK (state IN ('active', 'completed', 'stopped', 'cancelled')),
  requested_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE UNIQUE INDEX engine_autosells_active
  ON engine_autosells (deposit_owner, deposit_id) WHERE state = 'active';

-- The seller's AUTOSELL_TRANSACTION entries of each request, so its 1 % fee is taken on what it
-- sold, read from the ledger.
CREATE TABLE engine_autosell_sales (
  autosell_id INTEGER NOT NULL REFERENCES engine_autosells (id),
  entry_id INTEGER NOT NULL UNIQUE REFERENCES ledger_entries (id),
  PRIMARY KEY (autosell_id, entry_id)
);
`,
};
