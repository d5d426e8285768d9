import { investorApi } from '#shared/api/investor.ts';
import { tableOfRows, type LoadTransactionTable } from '#shared/domain/transaction-table.ts';
import type { ApiClient } from '../../api/client.ts';

/**
 * The transaction list's one data seam: a `LoadTransactionTable` over the app's API client. For
 * now it calls `GET api/investor/deposit/{id}/transaction` on the main thread and wraps the rows
 * in memory; an off-main-thread loader with the same signature replaces it.
 */
export function createLoadTransactionTable(api: ApiClient): LoadTransactionTable {
  return async (request, signal) => {
    const rows = await api.call(investorApi.transactions, {
      params: { id: request.depositId },
      query: { type: request.type, from_date: request.fromDate, to_date: request.toDate },
    });
    signal.throwIfAborted();
    return tableOfRows(
      rows.map((row) => ({
        created: row.created,
        from: row.from,
        to: row.to,
        amountCents: row.amount,
        type: row.type,
      })),
    );
  };
}
