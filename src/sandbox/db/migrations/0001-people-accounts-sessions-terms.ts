import type { Migration } from './types.ts';

export const migration0001: Migration = {
  version: 1,
  name: 'people, accounts, sessions, terms',
  sql: `
CREATE TABLE sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  persona_id TEXT UNIQUE,
  email TEXT,
  email_verified_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  first_name TEXT NOT NULL,
  middle_name TEXT,
  last_name TEXT NOT NULL,
  birth_date TEXT,
  mobile_phone TEXT UNIQUE,
  home_phone TEXT,
  ssn TEXT UNIQUE,
  language TEXT,
  mambu_id TEXT,
  mobile_verified_at TEXT,
  is_checked_offers INTEGER NOT NULL DEFAULT 0,
  is_checked_email_offers INTEGER NOT NULL DEFAULT 0,
  is_checked_sms_offers INTEGER NOT NULL DEFAULT 0,
  address_line1 TEXT,
  address_line2 TEXT,
  address_postcode TEXT,
  address_city TEXT,
  address_country TEXT,
  nationality TEXT,
  force_aml_fill_in INTEGER NOT NULL DEFAULT 0,
  can_test INTEGER NOT NULL DEFAULT 0,
  is_foreigner INTEGER NOT NULL DEFAULT 0,
  verification_error_code INTEGER
);

-- People known to the identity provider (bank login), with or without an account.
CREATE TABLE identities (
  ssn TEXT PRIMARY KEY,
  persona_id TEXT UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL
);

CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  business_code TEXT NOT NULL UNIQUE,
  address_line1 TEXT,
  address_line2 TEXT,
  address_postcode TEXT,
  address_city TEXT,
  address_country TEXT,
  created_at TEXT NOT NULL
);

-- signing_right 2 = may sign alone (autoinvest and withdrawal allowed); others need customer service.
CREATE TABLE company_representatives (
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  signing_right INTEGER NOT NULL,
  PRIMARY KEY (company_id, user_id)
);

CREATE TABLE legacy_companies (
  legacy_company_id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE
);

CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  mambu_deposit_id TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  company_id INTEGER REFERENCES companies(id) ON DELETE CASCADE,
  has_signed_contract INTEGER NOT NULL DEFAULT 0,
  reference_number TEXT NOT NULL,
  free_capital_cents INTEGER NOT NULL DEFAULT 0,
  invested_cents INTEGER NOT NULL DEFAULT 0,
  autoinvest_active INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  CHECK ((user_id IS NULL) <> (company_id IS NULL))
);

-- A withdrawal larger than free capital sells investments (autosell) until remaining is 0.
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  deposit_id INTEGER NOT NULL REFERENCES deposits(id) ON DELETE CASCADE,
  requested_cents INTEGER NOT NULL,
  remaining_to_sell_cents INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('autoselling', 'paid', 'cancelled')),
  created_at TEXT NOT NULL
);

CREATE TABLE loans (
  id INTEGER PRIMARY KEY,
  mambu_loan_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product TEXT NOT NULL CHECK (product IN ('fair-credit', 'fixed-rate')),
  state TEXT NOT NULL,
  principal_cents INTEGER NOT NULL,
  remaining_cents INTEGER NOT NULL,
  interest_rate_bp INTEGER NOT NULL,
  term_months INTEGER NOT NULL,
  due_day_of_month INTEGER NOT NULL,
  reference_number TEXT NOT NULL,
  overdue_cents INTEGER NOT NULL DEFAULT 0,
  disbursed_at TEXT NOT NULL
);

CREATE TABLE bank_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  company_id INTEGER REFERENCES companies(id) ON DELETE CASCADE,
  iban TEXT NOT NULL,
  CHECK ((user_id IS NULL) <> (company_id IS NULL))
);

CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  company_id INTEGER REFERENCES companies(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  CHECK ((user_id IS NULL) <> (company_id IS NULL))
);

-- A login of the old platform; one login may hold several legacy users (roles).
CREATE TABLE legacy_accounts (
  id INTEGER PRIMARY KEY,
  persona_id TEXT UNIQUE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_salt TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('investor', 'borrower')),
  can_be_onboarded INTEGER NOT NULL,
  is_foreigner INTEGER NOT NULL,
  -- Set when the old system fails for this login (the LegacySystemException 403).
  system_failure TEXT,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  ssn TEXT NOT NULL,
  mobile_phone TEXT NOT NULL,
  gender TEXT NOT NULL,
  address_country TEXT NOT NULL,
  address_city TEXT NOT NULL,
  address_street TEXT NOT NULL,
  address_postcode TEXT NOT NULL,
  nationality TEXT NOT NULL
);

CREATE TABLE legacy_users (
  legacy_user_id INTEGER PRIMARY KEY,
  legacy_account_id INTEGER NOT NULL REFERENCES legacy_accounts(id) ON DELETE CASCADE,
  legacy_role TEXT NOT NULL CHECK (legacy_role IN ('investor', 'borrower'))
);

CREATE TABLE terms_documents (
  id INTEGER PRIMARY KEY,
  version TEXT NOT NULL,
  language TEXT NOT NULL,
  blade TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (version, language)
);

CREATE TABLE terms_acceptances (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  version TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('release', 'pre-release')),
  accepted_at TEXT NOT NULL,
  PRIMARY KEY (user_id, version, kind)
);

-- One live code per phone; a resend replaces it.
CREATE TABLE sms_codes (
  phone TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  bla_id TEXT,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at TEXT NOT NULL
);

-- Only the SHA-256 of a token is stored; exactly one of user / legacy account owns it.
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  legacy_account_id INTEGER REFERENCES legacy_accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  CHECK ((user_id IS NULL) <> (legacy_account_id IS NULL))
);
`,
};
