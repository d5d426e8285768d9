import { migration0001 } from './0001-people-accounts-sessions-terms.ts';
import { migration0002 } from './0002-identification-registration-brokers.ts';
import { migration0003 } from './0003-ledger.ts';
import { migration0004 } from './0004-engine.ts';
import { migration0005 } from './0005-person-aml.ts';
import { migration0006 } from './0006-withdrawals-autosell.ts';
import { migration0007 } from './0007-no-written-balances.ts';
import { migration0008 } from './0008-company-aml.ts';
import { migration0009 } from './0009-legacy-portfolios.ts';
import { migration0010 } from './0010-borrower-loans.ts';
import { migration0011 } from './0011-loan-applications.ts';
import { migration0012 } from './0012-credit-loss-index.ts';
import { migration0013 } from './0013-ledger-account-days.ts';
import { migration0014 } from './0014-drop-unused-loans.ts';
import { migration0015 } from './0015-ledger-portfolio-days.ts';
import { migration0016 } from './0016-ledger-bulk-load.ts';
import type { Migration } from './types.ts';

export type { Migration } from './types.ts';

/** Schema changes in order of version. */
export const MIGRATIONS: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0010,
  migration0011,
  migration0012,
  migration0013,
  migration0014,
  migration0015,
  migration0016,
];

/** Tables holding seeded or runtime data, children first, so a reset can empty them in order. */
export const DATA_TABLES = [
  'kreditz_events',
  'aisp_sessions',
  'loan_application_providers',
  'loan_applications',
  'person_aml',
  'company_aml',
  'engine_legacy_transfers',
  'engine_autosell_sales',
  'engine_autosells',
  'engine_withdrawals',
  'engine_progress',
  'engine_investors',
  'engine_installments',
  'engine_loan_parts',
  'engine_loans',
  'ledger_account_days',
  'ledger_portfolio_days',
  'ledger_entries',
  'ledger_groups',
  'ledger_accounts',
  'identity_codes',
  'registrations',
  'identity_states',
  'broker_applications',
  'access_tokens',
  'sms_outbox',
  'sms_codes',
  'terms_acceptances',
  'terms_documents',
  'legacy_users',
  'legacy_accounts',
  'documents',
  'bank_accounts',
  'deposits',
  'legacy_companies',
  'company_representatives',
  'companies',
  'identities',
  'users',
  'sandbox_meta',
] as const;
