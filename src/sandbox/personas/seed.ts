import type { SqlDatabase } from '../db/database.ts';
import { verificationState } from '#shared/domain/verification.ts';
import { attemptsOf, retryStateOf } from '../domain/identity/document-checks.ts';
import { resolveIdentity } from './identity.ts';
import { seedApplicant } from './seed-applicant.ts';
import { hashPassword } from '../domain/users/passwords.ts';
import {
  LATEST_TERMS_VERSION,
  PREVIOUS_TERMS_VERSION,
  TERMS_VERSIONS,
  acceptTerms,
} from '../domain/documents/terms.ts';
import type {
  Persona,
  PersonaAddress,
  PersonaDeposit,
  PersonaDocument,
  PersonaLegacyAccount,
  PersonaUser,
} from './types.ts';

type Owner = { userId: number; companyId: null } | { userId: null; companyId: number };

const flag = (value: boolean) => (value ? 1 : 0);
const addressColumns = (address: PersonaAddress) =>
  [address.line1, address.line2, address.postcode, address.city, address.country] as const;

/** Inserts the personas into empty tables; relative birth dates count from `seededAt`. */
export function seedPersonas(db: SqlDatabase, personas: readonly Persona[], seededAt: Date): void {
  for (const persona of personas) {
    if (persona.user) insertUser(db, persona.id, persona.user, seededAt);
    if (persona.legacy) insertLegacyAccount(db, persona.id, persona.legacy, persona.user?.id);
    if (persona.user) seedRetryLink(db, persona.id, persona.user);
    if (persona.user && persona.applicant) {
      seedApplicant(db, persona.user.id, persona.applicant, seededAt);
    }
    for (const application of persona.brokerApplications ?? []) {
      db.run(
        `INSERT INTO broker_applications (bla_id, amount_offered_cents, term_offered_months)
         VALUES (?, ?, ?)`,
        application.blaId,
        application.amountOfferedCents,
        application.termOfferedMonths,
      );
    }
    const identity = persona.identity
      ? resolveIdentity(persona.identity, seededAt)
      : identityOf(persona.user);
    if (identity) {
      db.run(
        `INSERT INTO identities (ssn, persona_id, first_name, last_name, birth_date, user_id)
         VALUES (?, ?, ?, ?, ?, ?)`,
        identity.ssn,
        persona.id,
        identity.firstName,
        identity.lastName,
        identity.birthDate,
        persona.user?.id ?? null,
      );
    }
  }
}

/** Whether the user's documents were submitted at the seeding instant (see insertUser). */
const checkProcessingWhenSeeded = (user: PersonaUser) =>
  user.isForeigner &&
  user.verificationErrorCode !== null &&
  verificationState(user.verificationErrorCode) === 'processing';

/**
 * The one seeded value that is the seeding instant itself rather than its day: a reset that
 * copies a seed made earlier the same day (db/template.ts) stamps it again with its own instant.
 */
export function restampSeedInstant(db: SqlDatabase, seededAt: Date): void {
  db.run(
    'UPDATE users SET document_checked_at = ? WHERE document_checked_at IS NOT NULL',
    seededAt.toISOString(),
  );
}

/** A rejected foreign user's earlier document check, whose state their retry link carries. */
function seedRetryLink(db: SqlDatabase, personaId: string, user: PersonaUser): void {
  const code = user.verificationErrorCode;
  if (!user.isForeigner || verificationState(code) !== 'rejected') return;
  db.run(
    `INSERT INTO identity_states (state, provider, method, goal, page_origin, return_to, attempt,
       user_id, created_at, answered_at, consumed_at)
     VALUES (?, 'onfido', 'onfido', 'investor', '', '', ?, ?, ?, ?, ?)`,
    retryStateOf(personaId),
    attemptsOf(code),
    user.id,
    user.createdAt,
    user.createdAt,
    user.createdAt,
  );
}

function identityOf(user: PersonaUser | undefined) {
  const ssn = user?.ssn;
  if (!user || !ssn) return undefined;
  return { ssn, firstName: user.firstName, lastName: user.lastName, birthDate: user.birthDate };
}

function insertUser(db: SqlDatabase, personaId: string, user: PersonaUser, seededAt: Date): void {
  db.run(
    `INSERT INTO users (id, persona_id, email, email_verified_at, created_at, updated_at,
       first_name, middle_name, last_name, birth_date, mobile_phone, home_phone, ssn, language,
       mambu_id, mobile_verified_at, is_checked_offers, is_checked_email_offers,
       is_checked_sms_offers, address_line1, address_line2, address_postcode, address_city,
       address_country, nationality, force_aml_fill_in, can_test, is_foreigner,
       verification_error_code, document_checked_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
    user.id,
    personaId,
    user.email,
    user.emailVerifiedAt,
    user.createdAt,
    user.createdAt,
    user.firstName,
    user.middleName,
    user.lastName,
    user.birthDate,
    user.mobilePhone,
    user.ssn,
    user.language,
    user.mambuId,
    user.createdAt,
    flag(user.offers.general),
    flag(user.offers.email),
    flag(user.offers.sms),
    ...addressColumns(user.address),
    user.nationality,
    flag(user.forceAmlFillIn),
    flag(user.isForeigner),
    user.verificationErrorCode,
    // A persona whose check is processing submitted documents when the sandbox was seeded, so
    // moving the clock 60 s on approves them, as for a check made in the app.
    checkProcessingWhenSeeded(user) ? seededAt.toISOString() : null,
  );
  const owner: Owner = { userId: user.id, companyId: null };
  insertOwned(db, owner, user.deposits, user.bankAccounts, user.documents);

  for (const company of user.companies) {
    db.run(
      `INSERT INTO companies (id, name, business_code, address_line1, address_line2,
         address_postcode, address_city, address_country, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      company.id,
      company.name,
      company.businessCode,
      ...addressColumns(company.address),
      company.createdAt,
    );
    db.run(
      'INSERT INTO company_representatives (company_id, user_id, signing_right) VALUES (?, ?, ?)',
      company.id,
      user.id,
      company.signingRight,
    );
    for (const { legacyCompanyId } of company.legacyCompanies) {
      db.run(
        'INSERT INTO legacy_companies (legacy_company_id, company_id) VALUES (?, ?)',
        legacyCompanyId,
        company.id,
      );
    }
    insertOwned(
      db,
      { userId: null, companyId: company.id },
      company.deposits,
      company.bankAccounts,
      company.documents,
    );
  }

  seedAcceptances(db, user);
  if (user.aml) {
    db.run(
      'INSERT INTO person_aml (user_id, answers, updated_at) VALUES (?, ?, ?)',
      user.id,
      JSON.stringify(user.aml),
      user.createdAt,
    );
  }
}

function insertOwned(
  db: SqlDatabase,
  owner: Owner,
  deposits: readonly PersonaDeposit[],
  ibans: readonly string[],
  documents: readonly PersonaDocument[],
): void {
  for (const deposit of deposits) {
    db.run(
      `INSERT INTO deposits (mambu_deposit_id, user_id, company_id, has_signed_contract,
         reference_number, autoinvest_active, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      deposit.mambuDepositId,
      owner.userId,
      owner.companyId,
      flag(deposit.hasSignedContract),
      deposit.referenceNumber,
      flag(deposit.autoinvestActive),
      deposit.createdAt,
    );
  }
  for (const iban of ibans) {
    db.run(
      'INSERT INTO bank_accounts (user_id, company_id, iban) VALUES (?, ?, ?)',
      owner.userId,
      owner.companyId,
      iban,
    );
  }
  for (const document of documents) {
    db.run(
      'INSERT INTO documents (user_id, company_id, type, created_at) VALUES (?, ?, ?, ?)',
      owner.userId,
      owner.companyId,
      document.type,
      document.createdAt,
    );
  }
}

/** Users who joined before the latest terms accepted the previous ones first. */
function seedAcceptances(db: SqlDatabase, user: PersonaUser): void {
  const joined = new Date(user.createdAt);
  const latestPublished = new Date(TERMS_VERSIONS[1].publishedAt);
  if (user.acceptedTerms === 'previous' || joined < latestPublished) {
    acceptTerms(db, user.id, PREVIOUS_TERMS_VERSION, 'release', joined);
  }
  if (user.acceptedTerms === 'latest') {
    const at = joined < latestPublished ? new Date('2021-06-10T12:00:00.000Z') : joined;
    acceptTerms(db, user.id, LATEST_TERMS_VERSION, 'release', at);
  }
}

function insertLegacyAccount(
  db: SqlDatabase,
  personaId: string,
  legacy: PersonaLegacyAccount,
  onboardedUserId: number | undefined,
): void {
  const { salt, hash } = hashPassword(legacy.password);
  const { details } = legacy;
  db.run(
    `INSERT INTO legacy_accounts (id, persona_id, username, password_salt, password_hash, role,
       can_be_onboarded, is_foreigner, system_failure, user_id, email, first_name, last_name, ssn,
       mobile_phone, gender, address_country, address_city, address_street, address_postcode,
       nationality, iban)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    legacy.id,
    personaId,
    legacy.username,
    salt,
    hash,
    legacy.role,
    flag(legacy.canBeOnboarded),
    flag(legacy.isForeigner),
    legacy.systemFailure,
    onboardedUserId ?? null,
    details.email,
    details.firstName,
    details.lastName,
    details.ssn,
    details.mobilePhone,
    details.gender,
    details.address.country,
    details.address.city,
    details.address.street,
    details.address.postcode,
    details.nationality,
    legacy.iban,
  );
  for (const legacyUser of legacy.legacyUsers) {
    db.run(
      'INSERT INTO legacy_users (legacy_user_id, legacy_account_id, legacy_role) VALUES (?, ?, ?)',
      legacyUser.legacyUserId,
      legacy.id,
      legacyUser.role,
    );
  }
}
