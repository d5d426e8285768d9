/* Loads a range's transactions off the main thread into a compact table (issue 8). */
export { createTransactionsLoader } from './load-off-main-thread.ts';
export { prewarmLoaderWorker } from './spawn-worker.ts';
export { useTaxYearsLoader, useTransactionsLoader } from './use-transactions-loader.ts';
export type { LoadTaxYears, TaxHistorySource } from './load-tax-years.ts';
export {
  columnarTable,
  createdMsAt,
  isColumnarTable,
  type ColumnarTransactionTable,
  type TransactionColumns,
} from './compact-table.ts';
