import { useMemo } from 'react';
import type { LoadTransactionTable } from '#shared/domain/transaction-table.ts';
import { useServices } from '../../app/services.ts';
import { createTransactionsLoader } from './load-off-main-thread.ts';

/** The app's off-main-thread transaction loader, over its API client. */
export function useTransactionsLoader(): LoadTransactionTable {
  const { api } = useServices();
  return useMemo(() => createTransactionsLoader({ http: api.http }), [api]);
}
