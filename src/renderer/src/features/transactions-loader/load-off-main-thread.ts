import type { AxiosInstance } from 'axios';
import { endpointPath } from '#shared/api/endpoint.ts';
import { investorApi } from '#shared/api/investor.ts';
import type {
  LoadTransactionTable,
  TransactionTableRequest,
} from '#shared/domain/transaction-table.ts';
import { ApiError } from '../../api/errors.ts';
import { columnarTable } from './compact-table.ts';
import { prepareRequest, rejectThroughClient, type ApiGet } from './prepare-request.ts';
import type { WorkerAnswer, WorkerRequest } from './protocol.ts';
import { spawnLoaderWorker, type WorkerLike } from './spawn-worker.ts';

export interface TransactionsLoaderDeps {
  /** The API client's axios instance: its base URL, headers, hooks and error mapping. */
  http: AxiosInstance;
  /** Tests pass a fake worker. */
  spawnWorker?: () => WorkerLike;
}

/** GET api/investor/deposit/{id}/transaction?type&from_date&to_date (investor.md §7). */
export function transactionsGet(request: TransactionTableRequest): ApiGet {
  return {
    url: endpointPath(investorApi.transactions, { id: request.depositId }),
    params: { type: request.type, from_date: request.fromDate, to_date: request.toDate },
  };
}

function canceled(): ApiError {
  return new ApiError('canceled');
}

/** One worker for one answer: it is ended once it has answered or the load is aborted. */
function runWorker(
  worker: WorkerLike,
  request: WorkerRequest,
  signal: AbortSignal,
): Promise<WorkerAnswer> {
  return new Promise<WorkerAnswer>((resolve, reject) => {
    const onAbort = () => {
      worker.terminate();
      reject(canceled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (answer: WorkerAnswer) => {
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(answer);
    };
    worker.addEventListener('message', (event) => settle(event.data as WorkerAnswer));
    // The worker script did not load or threw: nothing was fetched, as with a network failure.
    worker.addEventListener('error', () =>
      settle({ kind: 'network-error', message: 'The transaction loader failed' }),
    );
    worker.postMessage(request);
  });
}

/**
 * The transaction loader of the portfolio screens (issue 8): the answer is fetched, parsed and
 * compacted in a module worker and arrives as transferred typed arrays, so a million rows keep
 * the window responsive. Failures reject with the API client's ApiError.
 */
export function createTransactionsLoader(deps: TransactionsLoaderDeps): LoadTransactionTable {
  const spawn = deps.spawnWorker ?? spawnLoaderWorker;
  return async (request, signal) => {
    if (signal.aborted) throw canceled();
    const get = transactionsGet(request);
    const prepared = await prepareRequest(deps.http, get);
    if (signal.aborted) throw canceled();
    const answer = await runWorker(spawn(), prepared, signal);
    if (answer.kind === 'table') return columnarTable(answer.columns);
    if (answer.kind === 'invalid-response') {
      throw new ApiError('invalid-response', { cause: new Error(answer.message) });
    }
    return rejectThroughClient(deps.http, get, answer);
  };
}
