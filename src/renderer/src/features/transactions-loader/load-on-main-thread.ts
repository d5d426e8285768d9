import { investorApi } from '#shared/api/investor.ts';
import { tableOfRows, type LoadTransactionTable } from '#shared/domain/transaction-table.ts';
import type { ApiClient } from '../../api/client.ts';
import { transactionsInput } from './transactions-input.ts';

/**
 * The loader where no Worker exists (jsdom in tests): `GET api/investor/deposit/{id}/transaction`
 * through the API client on the main thread, the rows wrapped in memory.
 */
export function createMainThreadLoader(api: ApiClient): LoadTransactionTable {
  return async (request, signal) => {
    const rows = await api.call(investorApi.transactions, ...transactionsInput(request));
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
