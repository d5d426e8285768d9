import type { Migration } from './types.ts';

export const migration0002: Migration = {
  version: 2,
  name: 'strong identification, registration, document checks, broker applications',
  sql: `
-- When a processing document check was made; it is approved 60 s later (see document-checks.ts).
ALTER TABLE users ADD COLUMN document_checked_at TEXT;

-- A started identification (bank page or document check) and where its answer goes back to.
CREATE TABLE identity_states (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('bank', 'onfido')),
  method TEXT NOT NULL,
  goal TEXT NOT NULL,
  bla_id TEXT,
  affiliate_name TEXT,
  unique_affiliate_id TEXT,
  page_origin TEXT NOT NULL,
  return_to TEXT NOT NULL,
  -- Onfido: the foreign investor form (JSON), the attempt, and the user a retry is for.
  details TEXT,
  attempt INTEGER NOT NULL DEFAULT 1,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  answered_at TEXT,
  consumed_at TEXT
);

-- One-time codes the provider pages hand back; the callback exchanges them.
CREATE TABLE identity_codes (
  code TEXT PRIMARY KEY,
  state TEXT NOT NULL REFERENCES identity_states(state) ON DELETE CASCADE,
  outcome TEXT NOT NULL
    CHECK (outcome IN ('identified', 'sca-failed', 'approved', 'processing', 'rejected')),
  ssn TEXT REFERENCES identities(ssn) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  used_at TEXT
);

-- An identified person without an account, between the callback and the phone code.
CREATE TABLE registrations (
  state TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('domestic', 'foreign')),
  goal TEXT NOT NULL,
  bla_id TEXT,
  affiliate_name TEXT,
  unique_affiliate_id TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  ssn TEXT,
  details TEXT,
  check_outcome TEXT,
  check_attempt INTEGER,
  checked_at TEXT,
  email TEXT,
  mobile_phone TEXT,
  is_checked_offers INTEGER,
  language TEXT,
  created_at TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE
);

CREATE TABLE broker_applications (
  bla_id TEXT PRIMARY KEY,
  amount_offered_cents INTEGER NOT NULL,
  term_offered_months INTEGER NOT NULL
);
`,
};
