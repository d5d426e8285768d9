import type { SqlDatabase } from '../db/database.ts';
import type { PersonaApplicant } from './types.ts';
import { setProvider } from '../domain/applications/providers.ts';
import { insertApplication, updateApplication } from '../domain/applications/store.ts';

const DAY_MS = 86_400_000;

/** A persona's provider and, for a refused applicant, the refusal the app shows at once. */
export function seedApplicant(
  db: SqlDatabase,
  userId: number,
  applicant: PersonaApplicant,
  seededAt: Date,
): void {
  if (applicant.provider !== 'kreditz') setProvider(db, userId, applicant.provider);
  if (applicant.rejectedDaysAgo === undefined) return;
  const createdAt = new Date(seededAt.getTime() - applicant.rejectedDaysAgo * DAY_MS);
  const id = insertApplication(
    db,
    {
      userId,
      amountCents: 800_000,
      termMonths: 48,
      product: 'reducing',
      kreditzCheck: applicant.provider === 'kreditz',
      service: applicant.provider === 'kreditz' ? null : applicant.provider,
      rejectionReason: null,
    },
    createdAt,
  );
  // Refused by the scoring: the account data it was shared showed payment defaults.
  updateApplication(
    db,
    id,
    {
      is_checked_ccis: 1,
      account_choice: 'defaults',
      rejected: 1,
      state: 'rejected',
      rejection_reason: 'payment-defaults',
    },
    createdAt,
  );
}
