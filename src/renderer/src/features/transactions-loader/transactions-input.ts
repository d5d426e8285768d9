import type { investorApi } from '#shared/api/investor.ts';
import type { TransactionTableRequest } from '#shared/domain/transaction-table.ts';
import type { CallArguments } from '../../api/client.ts';

/** GET api/investor/deposit/{id}/transaction?type&from_date&to_date (investor.md §7), either loader's. */
export function transactionsInput(
  request: TransactionTableRequest,
): CallArguments<typeof investorApi.transactions> {
  return [
    {
      params: { id: request.depositId },
      query: { type: request.type, from_date: request.fromDate, to_date: request.toDate },
    },
  ];
}
