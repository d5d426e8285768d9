import { z } from 'zod';
import type { SqlDatabase, SqlValue } from '../../db/database.ts';
import type { UserPatchRequest, UserProfile } from '#shared/api/user.ts';
import { canonicalPhone } from '#shared/domain/validation/phone.ts';

const text = z.string();
const maybe = z.string().nullable();
const bool = z.number().transform((value) => value === 1);

const addressColumns = {
  address_line1: maybe,
  address_line2: maybe,
  address_postcode: maybe,
  address_city: maybe,
  address_country: maybe,
};

const userRow = z.object({
  id: z.number(),
  email: maybe,
  email_verified_at: maybe,
  created_at: text,
  updated_at: text,
  first_name: text,
  middle_name: maybe,
  last_name: text,
  birth_date: maybe,
  mobile_phone: maybe,
  home_phone: maybe,
  ssn: maybe,
  language: maybe,
  mambu_id: maybe,
  mobile_verified_at: maybe,
  is_checked_offers: bool,
  is_checked_email_offers: bool,
  is_checked_sms_offers: bool,
  ...addressColumns,
  nationality: maybe,
  force_aml_fill_in: bool,
  can_test: bool,
  is_foreigner: bool,
  verification_error_code: z.number().nullable(),
});

const companyRow = z.object({ id: z.number(), name: text, business_code: text, ...addressColumns });
const depositRow = z.object({
  mambu_deposit_id: text,
  has_signed_contract: bool,
  created_at: text,
});
const bankAccountRow = z.object({ id: z.number(), iban: text });
const documentRow = z.object({ id: z.number(), created_at: text, type: text });
const idRow = z.object({ id: z.number() });

type AddressColumns = z.output<z.ZodObject<typeof addressColumns>>;

function address(row: AddressColumns): UserProfile['address'] {
  const { address_line1, address_line2, address_postcode, address_city, address_country } = row;
  if ([address_line1, address_postcode, address_city, address_country].every((v) => v === null)) {
    return null;
  }
  return {
    line1: address_line1,
    line2: address_line2,
    postcode: address_postcode,
    city: address_city,
    country: address_country,
  };
}

type Owner = 'user_id' | 'company_id';

function deposits(db: SqlDatabase, owner: Owner, id: number) {
  return db.all(
    depositRow,
    `SELECT mambu_deposit_id, has_signed_contract, created_at FROM deposits WHERE ${owner} = ? ORDER BY id`,
    id,
  );
}

function bankAccounts(db: SqlDatabase, owner: Owner, id: number) {
  return db
    .all(bankAccountRow, `SELECT id, iban FROM bank_accounts WHERE ${owner} = ? ORDER BY id`, id)
    .map((row) => ({ id: row.id, IBAN: row.iban }));
}

function documents(db: SqlDatabase, owner: Owner, id: number) {
  return db
    .all(
      documentRow,
      `SELECT id, created_at, type FROM documents WHERE ${owner} = ? ORDER BY created_at, id`,
      id,
    )
    .map((row) => ({ id: row.id, created_at: row.created_at, document: { type: row.type } }));
}

export function findUserIdByPhone(db: SqlDatabase, phone: string): number | undefined {
  return db.get(idRow, 'SELECT id FROM users WHERE mobile_phone = ?', canonicalPhone(phone))?.id;
}

export function userLanguage(db: SqlDatabase, userId: number): string | null {
  return (
    db.get(z.object({ language: maybe }), 'SELECT language FROM users WHERE id = ?', userId)
      ?.language ?? null
  );
}

/** The profile exactly as GET api/user answers it. */
export function loadProfile(db: SqlDatabase, userId: number): UserProfile {
  const user = db.get(userRow, 'SELECT * FROM users WHERE id = ?', userId);
  if (!user) throw new Error(`User ${userId} does not exist`);

  const legacyUsers = db.all(
    z.object({ legacy_user_id: z.number(), legacy_role: z.enum(['investor', 'borrower']) }),
    `SELECT lu.legacy_user_id, lu.legacy_role FROM legacy_users lu
       JOIN legacy_accounts la ON la.id = lu.legacy_account_id
      WHERE la.user_id = ? ORDER BY lu.legacy_user_id`,
    userId,
  );
  const loans = db.all(
    z.object({ mambu_loan_id: text }),
    // A real user's loans live in the engine from signing on (domain/engine/borrower-loans.ts).
    `SELECT mambu_loan_id FROM engine_loans
     WHERE borrower_user_id = ? AND mambu_loan_id IS NOT NULL ORDER BY listed_on, id`,
    userId,
  );
  const companies = db
    .all(
      companyRow,
      `SELECT c.* FROM companies c JOIN company_representatives r ON r.company_id = c.id
        WHERE r.user_id = ? ORDER BY c.id`,
      userId,
    )
    .map((company) => ({
      id: company.id,
      name: company.name,
      business_code: company.business_code,
      address: address(company),
      deposits: deposits(db, 'company_id', company.id),
      bank_accounts: bankAccounts(db, 'company_id', company.id),
      legacy_companies: db.all(
        z.object({ legacy_company_id: z.number() }),
        'SELECT legacy_company_id FROM legacy_companies WHERE company_id = ? ORDER BY legacy_company_id',
        company.id,
      ),
      company_documents: documents(db, 'company_id', company.id),
    }));

  return {
    id: user.id,
    legacy_users: legacyUsers,
    email: user.email,
    email_verified_at: user.email_verified_at,
    created_at: user.created_at,
    updated_at: user.updated_at,
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    birth_date: user.birth_date,
    mobile_phone: user.mobile_phone,
    home_phone: user.home_phone,
    ssn: user.ssn,
    language: user.language,
    mambu_id: user.mambu_id,
    mobile_verified_at: user.mobile_verified_at,
    is_checked_offers: user.is_checked_offers,
    is_checked_email_offers: user.is_checked_email_offers,
    is_checked_sms_offers: user.is_checked_sms_offers,
    deposits: deposits(db, 'user_id', userId),
    loans,
    address: address(user),
    nationality: user.nationality,
    bank_accounts: bankAccounts(db, 'user_id', userId),
    user_documents: documents(db, 'user_id', userId),
    companies,
    force_aml_fill_in: user.force_aml_fill_in,
    can_test: user.can_test,
    is_foreigner: user.is_foreigner,
    verification_error_code: user.verification_error_code,
  };
}

const OFFER_FLAGS = [
  'is_checked_offers',
  'is_checked_email_offers',
  'is_checked_sms_offers',
] as const;

export function updateProfile(
  db: SqlDatabase,
  userId: number,
  patch: UserPatchRequest,
  at: Date,
): void {
  const assignments: string[] = ['updated_at = ?'];
  const values: SqlValue[] = [at.toISOString()];
  if (patch.language !== undefined) {
    assignments.push('language = ?');
    values.push(patch.language);
  }
  for (const field of OFFER_FLAGS) {
    const value = patch[field];
    if (value !== undefined) {
      assignments.push(`${field} = ?`);
      values.push(value ? 1 : 0);
    }
  }
  db.run(`UPDATE users SET ${assignments.join(', ')} WHERE id = ?`, ...values, userId);
}

export function isForeigner(db: SqlDatabase, userId: number): boolean {
  const row = db.get(
    z.object({ is_foreigner: bool }),
    'SELECT is_foreigner FROM users WHERE id = ?',
    userId,
  );
  return row?.is_foreigner ?? false;
}

export function userName(db: SqlDatabase, userId: number): string | undefined {
  const row = db.get(
    z.object({ first_name: text, last_name: text }),
    'SELECT first_name, last_name FROM users WHERE id = ?',
    userId,
  );
  return row && `${row.first_name} ${row.last_name}`;
}
