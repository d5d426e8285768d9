import { TRANSACTION_TYPES, type TransactionType } from '#shared/domain/transactions.ts';

/**
 * An entry's type is an investor transaction type (investor.md §3), from the one list the client
 * shares; the rows of ledger_entry_types hold the same (a test checks it).
 */
export const ENTRY_TYPES = TRANSACTION_TYPES;
export type EntryType = TransactionType;

/**
 * Who holds a portfolio of free capital and loan parts: a person's or a company's deposit, or a
 * legacy investor user's old fixed-rate portfolio (its id is the legacy_user_id, migration 0009).
 */
export type DepositOwner = 'investor-deposit' | 'company-deposit' | 'legacy-portfolio';

/**
 * Which account: the owner (a deposit, a loan, a borrower, or one of the two singletons) and what
 * it holds. A balance is debits minus credits, so money an account holds is positive and money it
 * owes is negative:
 * - a deposit's free capital (cash the investor may invest or withdraw) and invested capital,
 *   one account per loan part (the principal the part still has to be repaid);
 * - a loan's principal: minus what the borrower still owes its investors;
 * - a borrower's receivable: minus the fees and penalties invoiced and not yet paid;
 * - the marketplace's fee income;
 * - the world's clearing account, the banks outside: minus the net money brought in;
 * - the outgoing payments: money withdrawn from deposits and not yet paid to the investors' banks;
 * - an old portfolio's outgoing transfers: money on its way to the user's new portfolio.
 */
export type AccountKey =
  | { owner: DepositOwner; ownerId: number; kind: 'free-capital' }
  | { owner: DepositOwner; ownerId: number; kind: 'invested-capital'; loanPartId: number }
  | { owner: 'loan'; ownerId: number; kind: 'principal' }
  | { owner: 'borrower'; ownerId: number; kind: 'receivable' }
  | { owner: 'marketplace'; kind: 'fee-income' }
  | { owner: 'world'; kind: 'clearing' }
  | { owner: 'world'; kind: 'outgoing-payments' }
  | { owner: 'legacy-portfolio'; ownerId: number; kind: 'outgoing-transfers' };

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
