import { SCORING_STATUS } from '#shared/api/borrower.ts';
import { computeOffer, OFFER_DEFAULT_DUE_DAY, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import {
  getApplication,
  updateApplication,
  type AccountChoice,
  type StoredApplication,
} from './store.ts';

/*
 * The simulated scoring of the account data shared on a provider page, decided by what the
 * tester chose there, so every branch of borrower-and-shared.md §4 steps 4–5 can be reached:
 * - 'main': the main account with a regular salary → approved, the amount possibly lowered to
 *   what the income carries;
 * - 'few-transactions': a secondary account with too few transactions to decide → the frame's
 *   SCORING_NOT_MAIN_ACCOUNT, the older check's 400 with retry (use another account);
 * - 'defaults': payment defaults in the account → rejected;
 * - 'error': account data the scoring cannot read → SCORING_ERROR (older check: 400, retry).
 */

/** The net salary the simulated main account shows each month. */
export const MAIN_ACCOUNT_MONTHLY_INCOME_CENTS = 260_000;
/** The most that income carries: six months' salary. */
export const MAX_OFFER_CENTS = 6 * MAIN_ACCOUNT_MONTHLY_INCOME_CENTS;
/** The due day an offer is planned on until the applicant chooses (§4 step 4). */
export const DEFAULT_DUE_DAY = OFFER_DEFAULT_DUE_DAY;

export const TOO_FEW_TRANSACTIONS = 'Too few account transactions: use another account.';
export const UNREADABLE_ACCOUNT = 'The account data could not be read: try again.';
export const REJECTED_BY_SCORING = 'The loan application was rejected.';
export const NO_ACCOUNT_DATA = 'No account data has been shared yet.';

/** Attaches the account data chosen on a provider page: scoring starts over on it. */
export function attachAccountData(
  db: SqlDatabase,
  applicationId: number,
  choice: AccountChoice,
  at: Date,
): void {
  updateApplication(
    db,
    applicationId,
    { account_choice: choice, scoring_polls: 0, state: 'scoring' },
    at,
  );
}

/** The offer's figures for the amount and term offered, planned on `dueDay` from `today`. */
export function offerColumns(
  application: Pick<StoredApplication, 'termMonths' | 'product'>,
  amountCents: number,
  dueDay: number,
  today: IsoDate,
) {
  const offer = computeOffer({
    amount: amountCents,
    termMonths: application.termMonths,
    product: application.product,
    dueDay,
    startDate: today,
  });
  return {
    amount_offered_cents: amountCents,
    terms_offered: application.termMonths,
    offer: JSON.stringify(offer),
  };
}

/**
 * Decides an application whose account data is main or shows defaults (once; a decided one is
 * left as it is) and returns it as it now stands.
 */
export function decide(
  db: SqlDatabase,
  application: StoredApplication,
  now: Date,
  today: IsoDate,
): StoredApplication {
  if (application.approved || application.rejected) return application;
  if (application.accountChoice === 'main') {
    const amount = Math.min(application.amountCents, MAX_OFFER_CENTS);
    updateApplication(
      db,
      application.id,
      {
        approved: 1,
        state: 'offer',
        ...offerColumns(application, amount, application.dueDate ?? DEFAULT_DUE_DAY, today),
      },
      now,
    );
  } else if (application.accountChoice === 'defaults') {
    updateApplication(
      db,
      application.id,
      { rejected: 1, state: 'rejected', rejection_reason: 'payment-defaults' },
      now,
    );
  }
  return getApplication(db, application.id);
}

export type ScoringStatus = (typeof SCORING_STATUS)[keyof typeof SCORING_STATUS];

/**
 * The status `kreditz/scoring-check` answers: pending until account data is there and once more
 * after (the scoring takes a moment), then what the data decides.
 */
export function scoringStatus(
  db: SqlDatabase,
  application: StoredApplication,
  now: Date,
  today: IsoDate,
): ScoringStatus {
  if (application.approved || application.rejected) return SCORING_STATUS.ready;
  const choice = application.accountChoice;
  if (choice === null) return SCORING_STATUS.pending;
  if (application.scoringPolls === 0) {
    updateApplication(db, application.id, { scoring_polls: 1 }, now);
    return SCORING_STATUS.pending;
  }
  if (choice === 'few-transactions') return SCORING_STATUS.notMainAccount;
  if (choice === 'error') return SCORING_STATUS.error;
  decide(db, application, now, today);
  return SCORING_STATUS.ready;
}

/** The older check's answer: decided, or why not and whether another account may help. */
export type OlderCheck =
  { ok: true } | { ok: false; message: string; retry: boolean; application: StoredApplication };

export function olderScoringCheck(
  db: SqlDatabase,
  application: StoredApplication,
  now: Date,
  today: IsoDate,
): OlderCheck {
  const decided = decide(db, application, now, today);
  if (decided.approved) return { ok: true };
  if (decided.rejected) {
    return { ok: false, message: REJECTED_BY_SCORING, retry: false, application: decided };
  }
  const message =
    decided.accountChoice === 'few-transactions'
      ? TOO_FEW_TRANSACTIONS
      : decided.accountChoice === 'error'
        ? UNREADABLE_ACCOUNT
        : NO_ACCOUNT_DATA;
  return { ok: false, message, retry: true, application: decided };
}
