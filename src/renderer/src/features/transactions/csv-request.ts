import type { DownloadRequest } from '#shared/bridge.ts';
import { investorApi } from '#shared/api/investor.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import type { TransactionTableRequest } from '#shared/domain/transaction-table.ts';

/**
 * The CSV of what the list shows: `api/investor/deposit/{id}/transaction/download` with the
 * list's own `type`, `from_date` and `to_date` (investor.md §7), saved as
 * `transactions_<from>_<to>.csv`.
 */
export function csvRequest(request: TransactionTableRequest): DownloadRequest {
  return {
    kind: 'csv',
    apiPath: endpointPath(investorApi.transactionsCsv, { id: request.depositId }),
    query: { type: request.type, from_date: request.fromDate, to_date: request.toDate },
    suggestedName: `transactions_${request.fromDate}_${request.toDate}.csv`,
  };
}
