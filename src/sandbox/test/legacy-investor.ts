import type { SqlDatabase } from '../db/database.ts';

/**
 * A legacy investor for engine tests: a login of the old platform holding `legacyUserId`, with a
 * bank account on record (or none), and, when `newDepositId` is given, onboarded to a new-system
 * user whose signed deposit of that id is the new portfolio transfers go to.
 */
export function legacyInvestor(
  db: SqlDatabase,
  legacyUserId: number,
  options: { newDepositId?: number; iban?: string | null } = {},
): void {
  const { newDepositId, iban = 'FI7812345600108108' } = options;
  const userId = newDepositId === undefined ? null : legacyUserId;
  if (userId !== null) {
    db.run(
      `INSERT INTO users (id, email, created_at, updated_at, first_name, last_name, birth_date,
         mobile_phone, address_line1, address_postcode, address_city, address_country,
         nationality, force_aml_fill_in, can_test, is_foreigner)
       VALUES (?1, ?1 || '@example.fi', ?2, ?2, 'U', 'V', '1970-01-01', '+358401' || ?1, 'a',
         '00100', 'Helsinki', 'FI', 'FI', 0, 0, 0)`,
      userId,
      '2019-10-01T10:00:00.000Z',
    );
    db.run(
      `INSERT INTO deposits (id, mambu_deposit_id, user_id, has_signed_contract, reference_number,
         created_at) VALUES (?1, 'DEP' || ?1, ?2, 1, '1232', '2019-10-01T10:00:00.000Z')`,
      newDepositId ?? null,
      userId,
    );
  }
  db.run(
    `INSERT INTO legacy_accounts (id, username, password_salt, password_hash, role,
       can_be_onboarded, is_foreigner, user_id, email, first_name, last_name, ssn, mobile_phone,
       gender, address_country, address_city, address_street, address_postcode, nationality, iban)
     VALUES (?1, 'old' || ?1, 's', 'h', 'investor', 1, 0, ?2, ?1 || '@old.example.fi', 'O', 'P',
       '010101-0101', '+358402' || ?1, 'male', 'FI', 'Turku', 'Katu 1', '20100', 'FI', ?3)`,
    legacyUserId,
    userId,
    iban,
  );
  db.run(
    `INSERT INTO legacy_users (legacy_user_id, legacy_account_id, legacy_role)
     VALUES (?, ?, 'investor')`,
    legacyUserId,
    legacyUserId,
  );
}
