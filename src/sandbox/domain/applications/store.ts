import { z } from 'zod';
import type { AispService } from '#shared/api/borrower.ts';
import type { LoanProduct } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';

/** What the account data shared on a provider page shows (see scoring.ts). */
export const ACCOUNT_CHOICES = ['main', 'few-transactions', 'defaults', 'error'] as const;
export type AccountChoice = (typeof ACCOUNT_CHOICES)[number];

/** The gateway's state of an application that waits for the consent step. */
export const WAITING_FOR_CONSENT = 'bs4';

/** A rejected application may be followed by a new one after this many days (§9). */
export const REAPPLY_AFTER_DAYS = 91;
/** An offer is valid this many days from the application's creation (§4 step 6, §9). */
export const OFFER_VALID_DAYS = 3;

const DAY_MS = 86_400_000;

const storedPlanRow = z.object({
  dueDate: z.string(),
  annualRateBasisPoints: z.number(),
  principal: z.number(),
  interest: z.number(),
  fee: z.number(),
  totalDue: z.number(),
});

/** The offer's figures as computed when it was made (offer.ts of the finance module). */
export const storedOffer = z.object({
  monthlyInstallment: z.number(),
  monthlyFee: z.number(),
  totalInstallment: z.number(),
  averageNominalInterest: z.number(),
  firstYearTotalFee: z.number(),
  annualPercentageRate: z.number().nullable(),
  paymentPlan: z.array(storedPlanRow),
});
export type StoredOffer = z.output<typeof storedOffer>;

const applicationRow = z.object({
  id: z.number(),
  user_id: z.number(),
  amount_cents: z.number(),
  term_months: z.number(),
  product: z.enum(['reducing', 'fixed']),
  kreditz_check: z.number(),
  service: z.enum(['nordigen-tink', 'neonomics']).nullable(),
  state: z.string().nullable(),
  is_checked_ccis: z.number(),
  account_choice: z.enum(ACCOUNT_CHOICES).nullable(),
  scoring_polls: z.number(),
  rejected: z.number(),
  rejection_reason: z.string().nullable(),
  approved: z.number(),
  amount_offered_cents: z.number().nullable(),
  terms_offered: z.number().nullable(),
  offer: z.string().nullable(),
  due_date: z.number().nullable(),
  bank_account_id: z.number().nullable(),
  mambu_loan_id: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export interface StoredApplication {
  id: number;
  userId: number;
  amountCents: number;
  termMonths: number;
  product: LoanProduct;
  kreditzCheck: boolean;
  service: AispService | null;
  state: string | null;
  consented: boolean;
  accountChoice: AccountChoice | null;
  scoringPolls: number;
  rejected: boolean;
  rejectionReason: string | null;
  approved: boolean;
  amountOfferedCents: number | null;
  termsOffered: number | null;
  offer: StoredOffer | null;
  dueDate: number | null;
  bankAccountId: number | null;
  mambuLoanId: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const toApplication = (row: z.output<typeof applicationRow>): StoredApplication => ({
  id: row.id,
  userId: row.user_id,
  amountCents: row.amount_cents,
  termMonths: row.term_months,
  product: row.product,
  kreditzCheck: row.kreditz_check === 1,
  service: row.service,
  state: row.state,
  consented: row.is_checked_ccis === 1,
  accountChoice: row.account_choice,
  scoringPolls: row.scoring_polls,
  rejected: row.rejected === 1,
  rejectionReason: row.rejection_reason,
  approved: row.approved === 1,
  amountOfferedCents: row.amount_offered_cents,
  termsOffered: row.terms_offered,
  offer: row.offer === null ? null : storedOffer.parse(JSON.parse(row.offer)),
  dueDate: row.due_date,
  bankAccountId: row.bank_account_id,
  mambuLoanId: row.mambu_loan_id,
  closedAt: row.closed_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface NewApplication {
  userId: number;
  amountCents: number;
  termMonths: number;
  product: LoanProduct;
  kreditzCheck: boolean;
  service: AispService | null;
  /** Why it was refused at once, or null for an application that goes on to consent. */
  rejectionReason: string | null;
}

export function insertApplication(db: SqlDatabase, application: NewApplication, at: Date): number {
  const now = at.toISOString();
  const rejected = application.rejectionReason !== null;
  return db.run(
    `INSERT INTO loan_applications (user_id, amount_cents, term_months, product, kreditz_check,
       service, state, rejected, rejection_reason, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    application.userId,
    application.amountCents,
    application.termMonths,
    application.product,
    application.kreditzCheck ? 1 : 0,
    application.service,
    rejected ? 'rejected' : WAITING_FOR_CONSENT,
    rejected ? 1 : 0,
    application.rejectionReason,
    now,
    now,
  ).lastInsertRowid;
}

/** The user's application `id`; someone else's is as unknown as a missing one. */
export function applicationOfUser(
  db: SqlDatabase,
  userId: number,
  id: number,
): StoredApplication | undefined {
  const row = db.get(
    applicationRow,
    'SELECT * FROM loan_applications WHERE id = ? AND user_id = ?',
    id,
    userId,
  );
  return row && toApplication(row);
}

export function getApplication(db: SqlDatabase, id: number): StoredApplication {
  const row = db.get(applicationRow, 'SELECT * FROM loan_applications WHERE id = ?', id);
  if (!row) throw new Error(`No loan application ${id}`);
  return toApplication(row);
}

const addDaysMs = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS);

/** When a rejected application's applicant may apply again. */
export const reapplyDate = (application: StoredApplication): Date =>
  addDaysMs(application.createdAt, REAPPLY_AFTER_DAYS);

/** Whether an approved application's offer can still be taken at `now`. */
export const offerIsValid = (application: StoredApplication, now: Date): boolean =>
  now < addDaysMs(application.createdAt, OFFER_VALID_DAYS);

/**
 * The user's active application: the newest open one (not closed, not refused, and when
 * approved with its offer still valid), else the newest refused one still within its 91 days.
 */
export function activeApplication(
  db: SqlDatabase,
  userId: number,
  now: Date,
): StoredApplication | undefined {
  const rows = db
    .all(
      applicationRow,
      `SELECT * FROM loan_applications WHERE user_id = ? AND closed_at IS NULL
       ORDER BY created_at DESC, id DESC`,
      userId,
    )
    .map(toApplication);
  const open = rows.find(
    (application) =>
      !application.rejected && (!application.approved || offerIsValid(application, now)),
  );
  return open ?? rows.find((application) => application.rejected && now < reapplyDate(application));
}

/** Closes the user's open applications (a new one replaces them). */
export function closeOpenApplications(db: SqlDatabase, userId: number, at: Date): void {
  db.run(
    `UPDATE loan_applications SET closed_at = ?, updated_at = ?
     WHERE user_id = ? AND closed_at IS NULL AND rejected = 0`,
    at.toISOString(),
    at.toISOString(),
    userId,
  );
}

type Column =
  | 'state'
  | 'is_checked_ccis'
  | 'account_choice'
  | 'scoring_polls'
  | 'rejected'
  | 'rejection_reason'
  | 'approved'
  | 'amount_offered_cents'
  | 'terms_offered'
  | 'offer'
  | 'due_date'
  | 'bank_account_id'
  | 'mambu_loan_id'
  | 'closed_at';

/** Sets columns of an application and stamps `updated_at`. */
export function updateApplication(
  db: SqlDatabase,
  id: number,
  values: Partial<Record<Column, string | number | null>>,
  at: Date,
): void {
  const entries = Object.entries(values);
  const assignments = entries.map(([column]) => `${column} = ?`).join(', ');
  db.run(
    `UPDATE loan_applications SET ${assignments}${entries.length > 0 ? ', ' : ''}updated_at = ?
     WHERE id = ?`,
    ...entries.map(([, value]) => value ?? null),
    at.toISOString(),
    id,
  );
}
