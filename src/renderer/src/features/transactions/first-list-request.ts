import { defaultRange } from '#shared/domain/date-range.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import type { TransactionTableRequest } from '#shared/domain/transaction-table.ts';

/** The list a deposit's transactions section opens with: all types, a month back to today. */
export function firstListRequest(depositId: string, today: IsoDate): TransactionTableRequest {
  const range = defaultRange(today);
  return { depositId, type: 'ALL', fromDate: range.from, toDate: range.to };
}
