import type { IsoDate, LoanProduct } from '#shared/domain/finance/index.ts';
import type { DepositOwner } from '../ledger/types.ts';

/** Mambu's loan account states, as the engine uses them (migration 0004 explains each). */
export type LoanState =
  'APPROVED' | 'ACTIVE' | 'ACTIVE_IN_ARREARS' | 'CLOSED' | 'CLOSED_WRITTEN_OFF';

/** Mambu's installment states. */
export type InstallmentState = 'PENDING' | 'PARTIALLY_PAID' | 'LATE' | 'PAID';

/** How a borrower pays (behaviour.ts); 'unpaid': nothing, until told otherwise. */
export type Behaviour = 'punctual' | 'tardy' | 'defaulter' | 'unpaid';

export interface EngineLoan {
  id: number;
  borrowerUserId: number;
  product: LoanProduct;
  amountCents: number;
  annualRateBasisPoints: number;
  termMonths: number;
  dueDay: number;
  behaviour: Behaviour;
  behaviourSeed: number;
  state: LoanState;
  listedOn: IsoDate;
  disbursedOn: IsoDate | null;
  /** A real user's loan only (borrower-loans.ts); a synthetic borrower's has none. */
  mambuLoanId: string | null;
  referenceNumber: string | null;
}

export interface LoanPart {
  id: number;
  loanId: number;
  depositOwner: DepositOwner;
  depositId: number;
  amountCents: number;
}

export interface ScheduledInstallment {
  loanId: number;
  number: number;
  dueDate: IsoDate;
  principalCents: number;
  interestCents: number;
  feeCents: number;
  penaltyCents: number;
  reminders: number;
  state: InstallmentState;
  paidOn: IsoDate | null;
  /** The nominal rate its interest is counted at, in basis points. */
  annualRateBasisPoints: number;
}

export interface Investor {
  owner: DepositOwner;
  depositId: number;
}
