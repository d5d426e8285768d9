import type { BorrowerLoan } from '#shared/api/borrower.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';

/** How a loan's account state is shown (borrower-and-shared.md §4 Loan account state). */
export type LoanBadge = 'active' | 'paid' | 'debtCollection';

export const DEBT_COLLECTION = 'DEBT_COLLECTION';

/** ACTIVE green; PAID and CLOSED grey as paid; DEBT_COLLECTION red; anything else as active. */
export function loanBadge(loanAccountState: string): LoanBadge {
  if (loanAccountState === 'PAID' || loanAccountState === 'CLOSED') return 'paid';
  if (loanAccountState === DEBT_COLLECTION) return 'debtCollection';
  return 'active';
}

/** How an installment's state is shown (§4 Invoice status, the new-type map). */
export type InstalmentStatus =
  'readyForInvoicing' | 'invoiced' | 'paid' | 'partiallyPaid' | 'paidLate' | 'cancelled';

const INSTALMENT_STATUS: ReadonlyMap<string, InstalmentStatus> = new Map<string, InstalmentStatus>([
  ['PENDING', 'readyForInvoicing'],
  ['READY_FOR_INVOICING', 'readyForInvoicing'],
  ['RESCHEDULED', 'readyForInvoicing'],
  ['INVOICED', 'invoiced'],
  ['PAID', 'paid'],
  ['PARTIALLY_PAID', 'partiallyPaid'],
  ['LATE', 'paidLate'],
  ['CANCELLED', 'cancelled'],
]);

/** An unknown state reads as ready for invoicing. */
export function instalmentStatus(state: string): InstalmentStatus {
  return INSTALMENT_STATUS.get(state) ?? 'readyForInvoicing';
}

/**
 * The unpaid-installment banner (§4): the loan is active in arrears, or the next installment's
 * due date is past (before `today`, a Helsinki calendar date); never in debt collection.
 */
export function showsUnpaidBanner(
  loan: Pick<BorrowerLoan, 'loanAccountState' | 'next_instalment'>,
  today: IsoDate,
): boolean {
  if (loan.loanAccountState === DEBT_COLLECTION) return false;
  if (loan.loanAccountState === 'ACTIVE_IN_ARREARS') return true;
  return loan.next_instalment !== null && loan.next_instalment.due_date < today;
}
