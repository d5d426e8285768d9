import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { randomToken } from './identity-states.ts';
import { CHECK_OUTCOMES, type CheckOutcome } from './document-checks.ts';
import { AUTH_GOALS, type AuthGoal } from '#shared/api/identity.ts';

export type RegistrationKind = 'domestic' | 'foreign';

/** The foreign investor form as the document check received it. */
export const foreignDetails = z.object({
  line1: z.string(),
  line2: z.string().nullish(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  nationality: z.string(),
});
export type ForeignDetails = z.output<typeof foreignDetails>;

export interface DocumentCheck {
  outcome: CheckOutcome;
  attempt: number;
  checkedAt: string;
}

export interface NewRegistration {
  kind: RegistrationKind;
  goal: AuthGoal;
  blaId: string | null;
  affiliateName: string | null;
  uniqueAffiliateId: string | null;
  firstName: string;
  lastName: string;
  birthDate: string;
  ssn: string | null;
  details: ForeignDetails | null;
  check: DocumentCheck | null;
}

const registrationRow = z.object({
  state: z.string(),
  kind: z.enum(['domestic', 'foreign']),
  goal: z.enum(AUTH_GOALS),
  bla_id: z.string().nullable(),
  affiliate_name: z.string().nullable(),
  unique_affiliate_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  ssn: z.string().nullable(),
  details: z.string().nullable(),
  check_outcome: z.enum(CHECK_OUTCOMES).nullable(),
  check_attempt: z.number().nullable(),
  checked_at: z.string().nullable(),
  email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  is_checked_offers: z.number().nullable(),
  language: z.string().nullable(),
  created_at: z.string(),
  user_id: z.number().nullable(),
});
export type Registration = z.output<typeof registrationRow>;

/** Starts a registration for an identified person; returns the state the app posts back. */
export function createRegistration(db: SqlDatabase, fields: NewRegistration, at: Date): string {
  const state = randomToken();
  db.run(
    `INSERT INTO registrations (state, kind, goal, bla_id, affiliate_name, unique_affiliate_id,
       first_name, last_name, birth_date, ssn, details, check_outcome, check_attempt, checked_at,
       created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    state,
    fields.kind,
    fields.goal,
    fields.blaId,
    fields.affiliateName,
    fields.uniqueAffiliateId,
    fields.firstName,
    fields.lastName,
    fields.birthDate,
    fields.ssn,
    fields.details === null ? null : JSON.stringify(fields.details),
    fields.check?.outcome ?? null,
    fields.check?.attempt ?? null,
    fields.check?.checkedAt ?? null,
    at.toISOString(),
  );
  return state;
}

/** A registration of that kind that has not created its user yet. */
export function openRegistration(
  db: SqlDatabase,
  state: string,
  kind: RegistrationKind,
): Registration | undefined {
  const row = db.get(registrationRow, 'SELECT * FROM registrations WHERE state = ?', state);
  return row && row.kind === kind && row.user_id === null ? row : undefined;
}

export interface ContactDetails {
  email: string;
  mobilePhone: string;
  isCheckedOffers: boolean;
  language: string;
}

export function saveContactDetails(db: SqlDatabase, state: string, contact: ContactDetails): void {
  db.run(
    `UPDATE registrations SET email = ?, mobile_phone = ?, is_checked_offers = ?, language = ?
      WHERE state = ?`,
    contact.email,
    contact.mobilePhone,
    contact.isCheckedOffers ? 1 : 0,
    contact.language,
    state,
  );
}

export function markRegistered(db: SqlDatabase, state: string, userId: number): void {
  db.run('UPDATE registrations SET user_id = ? WHERE state = ?', userId, state);
}
