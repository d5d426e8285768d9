import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  tableOfRows,
  type LoadTransactionTable,
  type TransactionTable,
} from '#shared/domain/transaction-table.ts';
import { firstRowsKey, transactionTableQuery } from './queries.ts';

const request = {
  depositId: 'D1',
  type: 'ALL',
  fromDate: '2025-01-01',
  toDate: '2025-02-01',
} as const;
const row = {
  created: '2025-01-02T10:00:00Z',
  from: 'A',
  to: 'B',
  amountCents: 100,
  type: 'DEPOSIT',
};

describe('the transaction table query', () => {
  it('puts the first rows the loader hands over under their own key, and clears them for a new load', async () => {
    const client = new QueryClient();
    const first = tableOfRows([row]);
    const whole = tableOfRows([row, row]);
    let seenAtStart: TransactionTable | null | undefined;
    const load: LoadTransactionTable = (_, __, onFirstRows) => {
      seenAtStart = client.getQueryData(firstRowsKey(request));
      onFirstRows?.(first);
      return Promise.resolve(whole);
    };
    expect(await client.fetchQuery(transactionTableQuery(load, request))).toBe(whole);
    expect(seenAtStart).toBeNull();
    expect(client.getQueryData(firstRowsKey(request))).toBe(first);
    await client.fetchQuery({
      ...transactionTableQuery(() => Promise.resolve(whole), request),
      staleTime: 0,
    });
    expect(client.getQueryData(firstRowsKey(request))).toBeNull();
  });
});
