/**
 * The ledger's vocabulary. The entry types are the investor transaction types of investor.md §3;
 * the spec names the first nine, the rest carry sandbox names for the types it only describes.
 * Kept equal to the rows of ledger_entry_types (a test checks it).
 */
export const ENTRY_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'INVESTMENTS',
  'ADMINISTRATION_FEE',
  'INTEREST_PAID',
  'REPAID_CAPITAL',
  'AUTOSELL_TRANSACTION',
  'CREDIT_LOSS_AMOUNT',
  'CREDIT_LOSS_BUY_PRICE',
  'SUBSCRIPTION_FEE',
  'TRANSACTION_FEE',
  'FEE_PAYBACK',
  'WITHDRAWAL_ADJUSTMENT',
  'CANCELED_ALLOCATION',
  'PRINCIPAL',
  'PENALTY',
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export type DepositOwner = 'investor-deposit' | 'company-deposit';

/**
 * Which account: the owner (a deposit, a loan, a borrower, or one of the two singletons) and what
 * it holds. A balance is debits minus credits, so money an account holds is positive and money it
 * owes is negative:
 * - a deposit's free capital (cash the investor may invest or withdraw) and invested capital,
 *   one account per loan part (the principal the part still has to be repaid);
 * - a loan's principal: minus what the borrower still owes its investors;
 * - a borrower's receivable: minus the fees and penalties invoiced and not yet paid;
 * - the marketplace's fee income;
 * - the world's clearing account, the banks outside: minus the net money brought in.
 */
export type AccountKey =
  | { owner: DepositOwner; ownerId: number; kind: 'free-capital' }
  | { owner: DepositOwner; ownerId: number; kind: 'invested-capital'; loanPartId: number }
  | { owner: 'loan'; ownerId: number; kind: 'principal' }
  | { owner: 'borrower'; ownerId: number; kind: 'receivable' }
  | { owner: 'marketplace'; kind: 'fee-income' }
  | { owner: 'world'; kind: 'clearing' };

export type OwnerKind = AccountKey['owner'];
export type AccountKind = AccountKey['kind'];

declare const accountIdBrand: unique symbol;
/** A ledger account's row id, kept apart from the deposit, loan and user ids it could be mixed with. */
export type AccountId = number & { readonly [accountIdBrand]: true };

declare const groupIdBrand: unique symbol;
/** Ties the entries of one business event. */
export type GroupId = number & { readonly [groupIdBrand]: true };

export interface LedgerAccount {
  id: AccountId;
  key: AccountKey;
  openedAt: string;
}

/** What an entry concerns, for lists and reports. */
export interface EntryRef {
  loanId?: number;
  loanPartId?: number;
}
