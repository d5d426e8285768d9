/**
 * Transaction types of the new portfolio (investor.md §3 Transaction, §9). The gateway names
 * the first nine; the others are described in words only, so the sandbox uses these codes for
 * them and the client shows any type it does not know by its code.
 */
export const TRANSACTION_TYPES = [
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
  'INTERNAL_TRANSFER',
  'LEGACY_TRANSFER',
  'WITHDRAWAL_ADJUSTMENT',
  'CANCELED_ALLOCATION',
  'PROVIDER_ACCOUNT_TRANSFER',
  'PRINCIPAL',
  'PENALTY',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The transaction list's filter buttons and the `type` query (investor.md §9), ALL first. */
export const TRANSACTION_FILTERS = [
  'ALL',
  'WITHDRAWAL',
  'INVESTMENTS',
  'ADMINISTRATION_FEE',
  'INTEREST_PAID',
  'REPAID_CAPITAL',
  'DEPOSIT',
  'AUTOSELL_TRANSACTION',
  'CREDIT_LOSS',
] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

/** The types a filter shows: CREDIT_LOSS covers the loss and its later sale. */
export function typesOfFilter(filter: TransactionFilter): readonly TransactionType[] | 'all' {
  if (filter === 'ALL') return 'all';
  if (filter === 'CREDIT_LOSS') return ['CREDIT_LOSS_AMOUNT', 'CREDIT_LOSS_BUY_PRICE'];
  return [filter];
}
