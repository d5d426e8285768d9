import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { verificationState } from '#shared/domain/verification.ts';

/** What the tester chose on the simulated document-check page. */
export const CHECK_OUTCOMES = ['approved', 'processing', 'rejected'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** Codes run 1/2, 3/4, 5/6 for the first three attempts; there is no fourth. */
export const MAX_CHECK_ATTEMPTS = 3;
/** A processing check is approved once the sandbox clock is this far past it. */
export const PROCESSING_SECONDS = 60;

/** The state of the retry link a seeded rejected foreign user got by e-mail. */
export const retryStateOf = (personaId: string) => `retry-${personaId}`;

/** verification_error_code for an outcome of the given attempt (1-based). */
export function verificationCode(outcome: CheckOutcome, attempt: number): number {
  if (outcome === 'approved') return 0;
  return outcome === 'processing' ? attempt * 2 - 1 : attempt * 2;
}

/** How many checks a code says were made (0 for none or an unknown code). */
export function attemptsOf(code: number | null): number {
  return code !== null && code >= 1 && code <= 6 ? Math.ceil(code / 2) : 0;
}

const checkRow = z.object({
  verification_error_code: z.number().nullable(),
  document_checked_at: z.string().nullable(),
});

/** The user's code now: a processing check made 60 s before `now` has been approved. */
export function settleDocumentCheck(db: SqlDatabase, userId: number, now: Date): number | null {
  const row = db.get(
    checkRow,
    'SELECT verification_error_code, document_checked_at FROM users WHERE id = ?',
    userId,
  );
  if (!row) return null;
  const { verification_error_code: code, document_checked_at: checkedAt } = row;
  if (code === null || checkedAt === null || verificationState(code) !== 'processing') return code;
  if (now.getTime() < Date.parse(checkedAt) + PROCESSING_SECONDS * 1000) return code;
  db.run('UPDATE users SET verification_error_code = 0 WHERE id = ?', userId);
  return 0;
}

/** Stores a check result on the user. */
export function recordDocumentCheck(
  db: SqlDatabase,
  userId: number,
  outcome: CheckOutcome,
  attempt: number,
  at: Date,
): void {
  db.run(
    'UPDATE users SET verification_error_code = ?, document_checked_at = ?, updated_at = ? WHERE id = ?',
    verificationCode(outcome, attempt),
    at.toISOString(),
    at.toISOString(),
    userId,
  );
}
