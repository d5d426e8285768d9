import {
  DUE_DATE_CHOICES,
  type DueDateChoice,
  type LoanApplication,
} from '#shared/api/borrower.ts';
import type { UserProfile } from '#shared/api/user.ts';

export type BankAccount = UserProfile['bank_accounts'][number];

/** An offer is valid for 3 days from the application's creation (borrower-and-shared §9). */
export const OFFER_VALID_MS = 3 * 24 * 60 * 60 * 1000;

/** When the offer stops being valid (epoch ms); NaN for an unreadable `created_at`. */
export function offerValidUntil(createdAt: string): number {
  return Date.parse(createdAt) + OFFER_VALID_MS;
}

/**
 * True once 3 days have passed since `created_at` (the start's rule in loan-application too);
 * an unreadable time counts as expired.
 */
export function isOfferExpired(createdAt: string, now: number): boolean {
  const until = offerValidUntil(createdAt);
  return Number.isNaN(until) || now >= until;
}

/** The figures of an offer, in cents and fractions, as the view-offer screen shows them. */
export interface Offer {
  /** amount_offered plus first_year_total_fee: the 12-month account fee is added (§3, §9). */
  shownAmountCents: number;
  termMonths: number;
  installmentCents: number;
  monthlyFeeCents: number;
  totalMonthlyCents: number;
  averageNominalInterest: number;
  averageEffectiveAnnualInterest: number;
}

/**
 * The offer of an application, or null when it has none: rejected, or a figure missing. The fee
 * itself is never shown, only added to the amount (§9).
 */
export function offerOf(application: LoanApplication): Offer | null {
  const {
    amount_offered,
    first_year_total_fee,
    terms_offered,
    installment_offered,
    monthly_fee,
    total_installment_offered,
    average_nominal_interest,
    average_effective_annual_interest,
  } = application;
  if (
    application.rejected ||
    amount_offered === null ||
    first_year_total_fee === null ||
    terms_offered === null ||
    installment_offered === null ||
    monthly_fee === null ||
    total_installment_offered === null ||
    average_nominal_interest === null ||
    average_effective_annual_interest === null
  ) {
    return null;
  }
  return {
    shownAmountCents: amount_offered + first_year_total_fee,
    termMonths: terms_offered,
    installmentCents: installment_offered,
    monthlyFeeCents: monthly_fee,
    totalMonthlyCents: total_installment_offered,
    averageNominalInterest: average_nominal_interest,
    averageEffectiveAnnualInterest: average_effective_annual_interest,
  };
}

/**
 * The accounts the payout may go to: the applicant's own only (§5), as the application carries
 * them, else the profile's own (never a company's).
 */
export function ownBankAccounts(
  application: LoanApplication,
  profileAccounts: readonly BankAccount[],
): readonly BankAccount[] {
  return application.user?.bank_accounts ?? profileAccounts;
}

/** The due date and account the screen starts with. */
export interface OfferChoices {
  dueDate: DueDateChoice;
  bankAccountId: number | null;
}

function isDueDateChoice(day: number | null): day is DueDateChoice {
  return DUE_DATE_CHOICES.some((choice) => choice === day);
}

/**
 * The application's own choices when they are valid, else due date 1 and the first own account.
 * Without a payment plan it is always those defaults (§4 step 6), which the screen then saves.
 */
export function initialChoices(
  application: Pick<LoanApplication, 'due_date' | 'bank_account_id' | 'payment_plan'>,
  accounts: readonly BankAccount[],
): OfferChoices {
  const first = accounts[0]?.id ?? null;
  if (application.payment_plan === null) return { dueDate: 1, bankAccountId: first };
  const own = accounts.some((account) => account.id === application.bank_account_id);
  return {
    dueDate: isDueDateChoice(application.due_date) ? application.due_date : 1,
    bankAccountId: own ? application.bank_account_id : first,
  };
}
