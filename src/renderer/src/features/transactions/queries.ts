import { queryOptions } from '@tanstack/react-query';
import type {
  LoadTransactionTable,
  TransactionTableRequest,
} from '#shared/domain/transaction-table.ts';

export const transactionKeys = {
  all: ['transactions'] as const,
  /** Every list of one deposit, whatever its type and range. */
  deposit: (depositId: string) => [...transactionKeys.all, depositId] as const,
  table: (request: TransactionTableRequest) =>
    [
      ...transactionKeys.deposit(request.depositId),
      request.type,
      request.fromDate,
      request.toDate,
    ] as const,
};

/** The transactions of a deposit for a filter and a range, as a table read by index. */
export function transactionTableQuery(
  load: LoadTransactionTable,
  request: TransactionTableRequest,
) {
  return queryOptions({
    queryKey: transactionKeys.table(request),
    queryFn: ({ signal }) => load(request, signal),
    // A table is read through `rowAt`, never compared row by row.
    structuralSharing: false,
  });
}
