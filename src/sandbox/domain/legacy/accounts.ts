import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { LegacyPersonalDetails, LegacyUser } from '#shared/api/legacy.ts';
import { verifyPassword } from '../users/passwords.ts';

const role = z.enum(['investor', 'borrower']);
const bool = z.number().transform((value) => value === 1);

const accountRow = z.object({
  id: z.number(),
  password_salt: z.string(),
  password_hash: z.string(),
  role,
  can_be_onboarded: bool,
  is_foreigner: bool,
  system_failure: z.string().nullable(),
  user_id: z.number().nullable(),
});

const detailsRow = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ssn: z.string(),
  mobile_phone: z.string(),
  gender: z.string(),
  address_country: z.string(),
  address_city: z.string(),
  address_street: z.string(),
  address_postcode: z.string(),
  nationality: z.string(),
  is_foreigner: bool,
});

export type LegacyLoginOutcome =
  | {
      ok: true;
      accountId: number;
      role: z.output<typeof role>;
      canBeOnboarded: boolean;
      isForeigner: boolean;
    }
  | { ok: false; reason: 'wrong-credentials' | 'onboarded' }
  | { ok: false; reason: 'system-failure'; message: string };

/** Username or e-mail (any case) and password, as the old platform accepted them. */
export function legacyLogin(
  db: SqlDatabase,
  username: string,
  password: string,
): LegacyLoginOutcome {
  const account = db.get(
    accountRow,
    `SELECT * FROM legacy_accounts WHERE username = ?1 OR lower(email) = lower(?1)`,
    username.trim(),
  );
  // The old platform checks the password itself, so its failure hides whether it was right.
  if (account?.system_failure) {
    return { ok: false, reason: 'system-failure', message: account.system_failure };
  }
  if (!account || !verifyPassword(password, account.password_salt, account.password_hash)) {
    return { ok: false, reason: 'wrong-credentials' };
  }
  if (account.user_id !== null) return { ok: false, reason: 'onboarded' };
  return {
    ok: true,
    accountId: account.id,
    role: account.role,
    canBeOnboarded: account.can_be_onboarded,
    isForeigner: account.is_foreigner,
  };
}

export function legacyUsersOf(db: SqlDatabase, accountId: number): LegacyUser[] {
  return db.all(
    z.object({ legacy_user_id: z.number(), legacy_role: role }),
    `SELECT legacy_user_id, legacy_role FROM legacy_users
      WHERE legacy_account_id = ? ORDER BY legacy_user_id`,
    accountId,
  );
}

export function legacyPersonalDetails(db: SqlDatabase, accountId: number): LegacyPersonalDetails {
  const row = db.get(detailsRow, 'SELECT * FROM legacy_accounts WHERE id = ?', accountId);
  if (!row) throw new Error(`Legacy account ${accountId} does not exist`);
  return {
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    SSN: row.ssn,
    MobilePhone: row.mobile_phone,
    Gender: row.gender,
    Address: {
      Country: row.address_country,
      City: row.address_city,
      Address: row.address_street,
      PostCode: row.address_postcode,
    },
    Nationality: row.nationality,
    isForeigner: row.is_foreigner,
  };
}

/** The old-platform login a new-system user was onboarded from, if any. */
export function legacyAccountOfUser(db: SqlDatabase, userId: number): number | undefined {
  return db.get(
    z.object({ id: z.number() }),
    'SELECT id FROM legacy_accounts WHERE user_id = ?',
    userId,
  )?.id;
}
