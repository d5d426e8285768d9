import { useMemo } from 'react';
import type { LoadTransactionTable } from '#shared/domain/transaction-table.ts';
import { useServices } from '../../services/app-services.ts';
import { createMainThreadLoader } from './load-on-main-thread.ts';
import { createTransactionsLoader } from './load-off-main-thread.ts';
import {
  createMainThreadTaxYearsLoader,
  createTaxYearsLoader,
  type LoadTaxYears,
} from './load-tax-years.ts';

/**
 * The app's transaction loader over its API client: off the main thread in a worker, or on it
 * where the page has no Worker (jsdom).
 */
export function useTransactionsLoader(): LoadTransactionTable {
  const { api } = useServices();
  return useMemo(
    () =>
      typeof Worker === 'undefined'
        ? createMainThreadLoader(api)
        : createTransactionsLoader({ api }),
    [api],
  );
}

/** The tax statement's loader over the app's API client: in the worker, or on the main thread. */
export function useTaxYearsLoader(): LoadTaxYears {
  const { api } = useServices();
  return useMemo(
    () =>
      typeof Worker === 'undefined'
        ? createMainThreadTaxYearsLoader(api)
        : createTaxYearsLoader({ api }),
    [api],
  );
}
