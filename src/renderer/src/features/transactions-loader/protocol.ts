import type { DescribedRequest, RequestFailure } from '../../api/described-request.ts';
import type { TransactionColumns } from './compact-table.ts';

/** What the page asks the worker: one GET, described by the API client (its `prepare`). */
export type WorkerRequest = DescribedRequest;

/** The worker's one answer; a failure is what the API client maps, as any call's. */
export type WorkerAnswer = { kind: 'table'; columns: TransactionColumns } | RequestFailure;
