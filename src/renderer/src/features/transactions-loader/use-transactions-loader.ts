import { useMemo } from 'react';
import type { LoadTransactionTable } from '#shared/domain/transaction-table.ts';
import type { ApiClient } from '../../api/client.ts';
import { useServices } from '../../services/app-services.ts';
import { createMainThreadLoader } from './load-on-main-thread.ts';
import { createTransactionsLoader } from './load-off-main-thread.ts';
import {
  createMainThreadTaxYearsLoader,
  createTaxYearsLoader,
  type LoadTaxYears,
} from './load-tax-years.ts';

/** A loader over the app's API client: in the worker, or on the main thread where no Worker exists (jsdom). */
function useLoader<L>(onMainThread: (api: ApiClient) => L, inWorker: (api: ApiClient) => L): L {
  const { api } = useServices();
  return useMemo(
    () => (typeof Worker === 'undefined' ? onMainThread(api) : inWorker(api)),
    [api, onMainThread, inWorker],
  );
}

const transactionsInWorker = (api: ApiClient) => createTransactionsLoader({ api });
const taxYearsInWorker = (api: ApiClient) => createTaxYearsLoader({ api });

/** The app's transaction loader (issue 8): a range's rows as compact columns. */
export const useTransactionsLoader = (): LoadTransactionTable =>
  useLoader(createMainThreadLoader, transactionsInWorker);

/** The tax statement's loader (issue 22): every year's figures of a whole history. */
export const useTaxYearsLoader = (): LoadTaxYears =>
  useLoader(createMainThreadTaxYearsLoader, taxYearsInWorker);
