import type { TermsDocument } from '#shared/api/documents.ts';
import type { LegacyPersonalDetailsPayload } from '#shared/api/legacy.ts';
import type { UserProfile } from '#shared/api/user.ts';

/** A valid `GET api/user` profile: a Finnish borrower with nothing special. */
export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    legacy_users: [],
    email: 'maija@example.fi',
    email_verified_at: null,
    created_at: '2024-01-01T10:00:00Z',
    updated_at: '2024-01-01T10:00:00Z',
    first_name: 'Maija',
    middle_name: null,
    last_name: 'Meikäläinen',
    birth_date: '1990-01-01',
    mobile_phone: '+358401234567',
    home_phone: null,
    ssn: null,
    language: 'fi',
    mambu_id: null,
    mobile_verified_at: null,
    is_checked_offers: false,
    is_checked_email_offers: false,
    is_checked_sms_offers: false,
    deposits: [],
    loans: [],
    address: null,
    nationality: 'FI',
    bank_accounts: [],
    user_documents: [],
    companies: [],
    force_aml_fill_in: false,
    can_test: false,
    is_foreigner: false,
    verification_error_code: null,
    ...overrides,
  };
}

/** A signed investor contract and a loan: the profile that /dashboard keeps (others are sent on). */
export const stayingOnDashboard: Partial<UserProfile> = {
  deposits: [{ mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' }],
  loans: [{ mambu_loan_id: 'L1' }],
};

/** The `{ data: payload }` envelope of every answer. */
export const envelope = <T>(data: T) => ({ data });

/** A valid latest-terms document (`GET api/document/latest/terms_and_conditions`). */
export function makeTerms(overrides: Partial<TermsDocument> = {}): TermsDocument {
  return {
    id: 3,
    created_at: '2021-06-15T00:00:00Z',
    updated_at: '2021-06-15T00:00:00Z',
    version: '2021-06-15',
    blade: '<p>Terms</p>',
    language: 'en',
    type: 'terms_and_conditions',
    is_accepted: false,
    ...overrides,
  };
}

/** A valid `GET api/legacy/personal-details` answer: Liisa, a legacy user in Turku. */
export function makeLegacyDetails(
  overrides: Partial<LegacyPersonalDetailsPayload> = {},
): LegacyPersonalDetailsPayload {
  return {
    Email: 'e@x.fi',
    FirstName: 'Liisa',
    LastName: 'L',
    SSN: '',
    MobilePhone: '',
    Gender: 'F',
    Address: { Country: 'FI', City: 'Turku', Address: 'Katu 1', PostCode: '20100' },
    Nationality: 'FI',
    isForeigner: false,
    token: null,
    legacy_users: [],
    ...overrides,
  };
}
