import type { SqlDatabase } from '../../db/database.ts';
import { canonicalPhone } from '#shared/domain/validation/phone.ts';
import { recordDocumentCheck } from './document-checks.ts';
import { linkIdentity } from './identities.ts';
import { foreignDetails, markRegistered, type Registration } from './registrations.ts';
import { LATEST_TERMS_VERSION, acceptTerms } from '../documents/terms.ts';

/**
 * Creates the user a verified registration describes. The identity gives names, code and birth
 * date; the details post gives phone, e-mail, offers and language. The terms accepted before
 * identifying are recorded; an investor gets a deposit without a signed contract, so AML and
 * the contract follow; a foreigner gets the document check's result.
 */
export function createRegisteredUser(
  db: SqlDatabase,
  registration: Registration,
  at: Date,
): number {
  const now = at.toISOString();
  const details =
    registration.details === null ? null : foreignDetails.parse(JSON.parse(registration.details));
  return db.transaction(() => {
    const { lastInsertRowid: userId } = db.run(
      `INSERT INTO users (email, created_at, updated_at, first_name, last_name, birth_date,
         mobile_phone, ssn, language, mobile_verified_at, is_checked_offers, address_line1,
         address_line2, address_postcode, address_city, address_country, nationality,
         is_foreigner)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      registration.email,
      now,
      now,
      registration.first_name,
      registration.last_name,
      registration.birth_date,
      canonicalPhone(registration.mobile_phone ?? ''),
      registration.ssn,
      registration.language,
      now,
      registration.is_checked_offers ?? 0,
      details?.line1 ?? null,
      details?.line2 ?? null,
      details?.postcode ?? null,
      details?.city ?? null,
      details?.country ?? null,
      details?.nationality ?? 'FI',
      registration.kind === 'foreign' ? 1 : 0,
    );
    if (registration.check_outcome !== null) {
      recordDocumentCheck(
        db,
        userId,
        registration.check_outcome,
        registration.check_attempt ?? 1,
        new Date(registration.checked_at ?? now),
      );
    }
    acceptTerms(db, userId, LATEST_TERMS_VERSION, 'release', at);
    if (registration.ssn !== null) linkIdentity(db, registration.ssn, userId);
    markRegistered(db, registration.state, userId);
    return userId;
  });
}
