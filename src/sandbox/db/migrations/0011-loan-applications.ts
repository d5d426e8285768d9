import type { Migration } from './types.ts';

/**
 * Loan applications (borrower-and-shared.md §3 Loan application, §4 Loan application flow) and
 * what the simulated account-information providers leave on them.
 *
 * - `loan_applications`: the amount and term applied for, the provider the applicant uses
 *   (`kreditz_check`, else `service`), consent, the account data chosen on the provider's page
 *   (`account_choice`), the scoring's decision, the offer as computed when it was made (the wire
 *   fields' figures, the plan as JSON) and the signing. `state` is the gateway's: 'bs4' while
 *   the consent step waits. A closed application (signed, or given up) is no longer active.
 * - `loan_application_providers`: which provider a user's applications use (personas choose;
 *   everyone else gets the embedded frame).
 * - `aisp_sessions`: one visit to a provider page: its `state`, and once answered the one-time
 *   `code` the app exchanges with `aisp/transactions`.
 * - `kreditz_events`: what the app logged with `kreditz/log-event`.
 */
export const migration0011: Migration = {
  version: 11,
  name: 'loan applications',
  sql: `
CREATE TABLE loan_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  term_months INTEGER NOT NULL CHECK (term_months > 0),
  product TEXT NOT NULL CHECK (product IN ('reducing', 'fixed')),
  kreditz_check INTEGER NOT NULL CHECK (kreditz_check IN (0, 1)),
  service TEXT CHECK (service IN ('nordigen-tink', 'neonomics')),
  state TEXT,
  is_checked_ccis INTEGER NOT NULL DEFAULT 0 CHECK (is_checked_ccis IN (0, 1)),
  account_choice TEXT CHECK (account_choice IN ('main', 'few-transactions', 'defaults', 'error')),
  scoring_polls INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0 CHECK (rejected IN (0, 1)),
  rejection_reason TEXT,
  approved INTEGER NOT NULL DEFAULT 0 CHECK (approved IN (0, 1)),
  amount_offered_cents INTEGER,
  terms_offered INTEGER,
  offer TEXT CHECK (offer IS NULL OR json_valid(offer)),
  due_date INTEGER,
  bank_account_id INTEGER REFERENCES bank_accounts (id) ON DELETE SET NULL,
  mambu_loan_id TEXT,
  closed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX loan_applications_user ON loan_applications (user_id, created_at);

CREATE TABLE loan_application_providers (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  kreditz_check INTEGER NOT NULL CHECK (kreditz_check IN (0, 1)),
  service TEXT CHECK (service IN ('nordigen-tink', 'neonomics'))
);

CREATE TABLE aisp_sessions (
  state TEXT PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES loan_applications (id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('kreditz', 'nordigen-tink', 'neonomics')),
  bank_id TEXT,
  return_to TEXT NOT NULL,
  code TEXT UNIQUE,
  account_choice TEXT,
  code_used_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE kreditz_events (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES loan_applications (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  case_id TEXT,
  message TEXT,
  created_at TEXT NOT NULL
);
`,
};
