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

/** Types always shown as money in (investor.md §9: positive amounts). */
const SHOWN_POSITIVE: ReadonlySet<string> = new Set<TransactionType>([
  'DEPOSIT',
  'INTEREST_PAID',
  'REPAID_CAPITAL',
  'AUTOSELL_TRANSACTION',
  'CREDIT_LOSS_BUY_PRICE',
]);
/** Types always shown as money out (investor.md §9: negative amounts). */
const SHOWN_NEGATIVE: ReadonlySet<string> = new Set<TransactionType>(['WITHDRAWAL']);

/**
 * The amount a transaction row shows, in cents (investor.md §9): positive types as money in
 * and a withdrawal as money out whatever sign the gateway sent; INVESTMENTS and
 * CREDIT_LOSS_AMOUNT "rounded" (to the cent, which exact cents already are) with their own
 * sign; any other type as sent.
 */
export function shownAmount(type: string, cents: number): number {
  if (SHOWN_POSITIVE.has(type)) return Math.abs(cents);
  if (SHOWN_NEGATIVE.has(type)) return -Math.abs(cents);
  return cents;
}

/** Whether the client has a name for a type (else it shows the code). */
export const isKnownTransactionType = (type: string): type is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(type);
