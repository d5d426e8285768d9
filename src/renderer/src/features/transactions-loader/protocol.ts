import type { DescribedRequest, RequestFailure } from '../../api/described-request.ts';
import type { TaxHistoryContext, TaxYearFigures } from '#shared/domain/tax-statement/index.ts';
import type { TransactionColumns } from './compact-table.ts';

/**
 * A whole history read for the annual tax statement (issue 22): the worker fetches it, computes
 * every year's figures there and sends back only those, so the rows never reach the window.
 */
export interface TaxYearsRequest {
  job: 'tax-years';
  request: DescribedRequest;
  /** Whose history it is: a fair-credit portfolio (by its id, the rows' own party) or a legacy one. */
  source: { kind: 'deposit'; portfolioId: string } | { kind: 'legacy' };
  context: TaxHistoryContext;
}

/**
 * A transaction list: one GET, described by the API client (its `prepare`), whose rows come back
 * as columns; its first `firstRows` rows as soon as they are complete (`FirstRows`).
 */
export interface TableRequest {
  job: 'table';
  request: DescribedRequest;
  firstRows: number;
}

/** What the page asks the worker: a transaction list or a tax history. */
export type WorkerRequest = TableRequest | TaxYearsRequest;

export const isTaxYearsRequest = (message: WorkerRequest): message is TaxYearsRequest =>
  message.job === 'tax-years';

/** The worker's one answer; a failure is what the API client maps, as any call's. */
export type WorkerAnswer =
  | { kind: 'table'; columns: TransactionColumns }
  | { kind: 'tax-years'; years: TaxYearFigures[] }
  | RequestFailure;

/**
 * A list's first rows, sent before its answer while the rest of the list is still on its way
 * (the gateway answers newest first): the page shows them before the last byte has come.
 */
export interface FirstRows {
  kind: 'first-rows';
  columns: TransactionColumns;
}

/** Whatever the worker posts: the first rows (at most once), then its one answer. */
export type WorkerMessage = FirstRows | WorkerAnswer;
