import { DUE_DATE_CHOICES } from '#shared/api/borrower.ts';
import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { openBorrowerLoan } from '../engine/borrower-loans.ts';
import { offerIsValid, updateApplication, type StoredApplication } from './store.ts';

export const NOT_APPROVED = 'The loan application has no approved offer.';
export const OFFER_EXPIRED = 'The offer has expired.';
export const CHOOSE_DUE_DATE_AND_ACCOUNT = 'Choose the due date and the bank account first.';
export const ALREADY_SIGNED = 'The loan contract is already signed.';

/** Why an application's offer cannot be changed or signed now, or null when it can. */
export function offerProblem(application: StoredApplication, now: Date): string | null {
  if (application.mambuLoanId !== null) return ALREADY_SIGNED;
  if (!application.approved || application.closedAt !== null || application.offer === null) {
    return NOT_APPROVED;
  }
  return offerIsValid(application, now) ? null : OFFER_EXPIRED;
}

/**
 * Signs an approved offer: the loan goes to the engine (openBorrowerLoan), the application is
 * closed with the loan's id, and the contract and the SECCI are filed with the user's documents.
 * Returns the loan's mambu_loan_id, or why it cannot be signed.
 */
export function signOffer(
  db: SqlDatabase,
  application: StoredApplication,
  now: Date,
  today: IsoDate,
): { ok: true; mambuLoanId: string } | { ok: false; message: string } {
  const problem = offerProblem(application, now);
  if (problem !== null) return { ok: false, message: problem };
  const { bankAccountId, amountOfferedCents } = application;
  const dueDay = DUE_DATE_CHOICES.find((choice) => choice === application.dueDate);
  if (dueDay === undefined || bankAccountId === null || amountOfferedCents === null) {
    return { ok: false, message: CHOOSE_DUE_DATE_AND_ACCOUNT };
  }
  return db.transaction(() => {
    const mambuLoanId = openBorrowerLoan(
      db,
      {
        borrowerUserId: application.userId,
        product: application.product,
        amountCents: amountOfferedCents,
        termMonths: application.termsOffered ?? application.termMonths,
        dueDay,
      },
      today,
    );
    updateApplication(
      db,
      application.id,
      { mambu_loan_id: mambuLoanId, closed_at: now.toISOString(), state: 'signed' },
      now,
    );
    for (const type of ['loan_contract', 'secci']) {
      db.run(
        'INSERT INTO documents (user_id, type, created_at) VALUES (?, ?, ?)',
        application.userId,
        type,
        now.toISOString(),
      );
    }
    return { ok: true as const, mambuLoanId };
  });
}
