import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type {
  LoadTransactionTable,
  TransactionTable,
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

/**
 * A list's first rows while its whole table is on its way (null: none yet), apart from the
 * tables so that nothing that waits for a whole list, counts or invalidates them ever sees them.
 */
export const firstRowsKey = (request: TransactionTableRequest) =>
  ['transactions-first-rows', ...transactionKeys.table(request)] as const;

/** Loads the table; its first rows are put under `firstRowsKey` as soon as they come. */
function loadTable(
  load: LoadTransactionTable,
  request: TransactionTableRequest,
  client: QueryClient,
  signal: AbortSignal,
): Promise<TransactionTable> {
  const key = firstRowsKey(request);
  client.setQueryData<TransactionTable | null>(key, null);
  return load(request, signal, (first) => client.setQueryData(key, first));
}

/** The transactions of a deposit for a filter and a range, as a table read by index. */
export function transactionTableQuery(
  load: LoadTransactionTable,
  request: TransactionTableRequest,
) {
  return queryOptions({
    queryKey: transactionKeys.table(request),
    queryFn: ({ signal, client }) => loadTable(load, request, client, signal),
    // A table is read through `rowAt`, never compared row by row.
    structuralSharing: false,
  });
}

/** The first rows of a list being loaded, as the loader hands them over (never fetched itself). */
export function firstRowsQuery(request: TransactionTableRequest) {
  return queryOptions<TransactionTable | null>({
    queryKey: firstRowsKey(request),
    queryFn: skipToken,
    structuralSharing: false,
  });
}
