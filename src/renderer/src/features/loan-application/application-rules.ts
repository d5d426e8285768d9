import type { LoanApplication } from '#shared/api/borrower.ts';
import { formatDate } from '#shared/domain/format.ts';
import { PATHS } from '../../navigation/paths.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An offer is valid for 3 days from the application's creation (§9). */
export const OFFER_VALID_DAYS = 3;
/** A rejected applicant may apply again 91 days after the application (§9; the text says 3 months). */
export const REAPPLY_AFTER_DAYS = 91;

type OfferFields = Pick<LoanApplication, 'approved' | 'rejected' | 'created_at' | 'amount_offered'>;

/**
 * An approved offer, neither rejected nor older than 3 days: the applicant goes to view it (§4
 * step 6). An approval without an offered amount is no offer (view-offer would send it back).
 */
export function hasValidOffer(application: OfferFields, now: number): boolean {
  if (!application.approved || application.rejected || application.amount_offered === null) {
    return false;
  }
  return now < Date.parse(application.created_at) + OFFER_VALID_DAYS * DAY_MS;
}

/** Where an application leads from the start (§4 step 1): rejected, a valid offer, or the consent. */
export function startDestination(application: OfferFields, now: number): string {
  if (application.rejected) return PATHS.loanApplicationStep('loan-rejected');
  if (hasValidOffer(application, now)) return PATHS.loanApplicationStep('view-offer');
  return PATHS.loanApplicationStep('ccis');
}

/** The day a rejected applicant may apply again, DD.MM.YYYY: created_at + 91 days. */
export function reapplyDate(createdAt: string): string {
  return formatDate(Date.parse(createdAt) + REAPPLY_AFTER_DAYS * DAY_MS);
}

/** The provider step of an application (§3): the embedded frame, the bank choice, or the redirect. */
export type ProviderStep = 'kreditz' | 'choose-bank' | 'redirect';

export function providerStep(
  application: Pick<LoanApplication, 'kreditz_check' | 'service'>,
): ProviderStep | null {
  if (application.kreditz_check) return 'kreditz';
  if (application.service === 'neonomics') return 'choose-bank';
  if (application.service === 'nordigen-tink') return 'redirect';
  return null;
}

/** The `state` query of a provider's redirect URL, which main must expect back (go-to-provider). */
export function stateOf(redirectUrl: string): string | null {
  try {
    return new URL(redirectUrl).searchParams.get('state');
  } catch {
    return null;
  }
}

/**
 * The defaults an approved application takes when none was chosen (§4 steps 4 and 6): due date 1
 * and the first bank account. Null when both are set, or when there is no account to choose.
 */
export function offerDefaults(
  application: Pick<LoanApplication, 'due_date' | 'bank_account_id' | 'user'>,
  profileAccounts: ReadonlyArray<{ id: number }>,
): { due_date: number; bank_account_id: number } | null {
  if (application.due_date !== null && application.bank_account_id !== null) return null;
  const first = application.user?.bank_accounts[0] ?? profileAccounts[0];
  if (!first) return null;
  return {
    due_date: application.due_date ?? 1,
    bank_account_id: application.bank_account_id ?? first.id,
  };
}
