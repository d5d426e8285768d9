import type { TFunction } from 'i18next';
import { isKnownTransactionType, type TransactionFilter } from '#shared/domain/transactions.ts';

/** A transaction type's name in the interface language; a type the client does not know, by its code. */
export function transactionTypeLabel(t: TFunction, type: string): string {
  return isKnownTransactionType(type) ? t(`portfolio:transactionTypes.${type}`) : type;
}

/** A filter button's name: its own for ALL and CREDIT_LOSS, else its type's. */
export function transactionFilterLabel(t: TFunction, filter: TransactionFilter): string {
  return filter === 'ALL' || filter === 'CREDIT_LOSS'
    ? t(`portfolio:filters.${filter}`)
    : t(`portfolio:transactionTypes.${filter}`);
}
