import { investorApi } from '#shared/api/investor.ts';
import { FIRST_ROWS, type LoadTransactionTable } from '#shared/domain/transaction-table.ts';
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { columnarTable } from './compact-table.ts';
import type {
  FirstRows,
  TableRequest,
  WorkerAnswer,
  WorkerMessage,
  WorkerRequest,
} from './protocol.ts';
import { transactionsInput } from './transactions-input.ts';
import { spawnLoaderWorker, type WorkerLike } from './spawn-worker.ts';

export interface TransactionsLoaderDeps {
  /** The API client: it describes the GET and maps the worker's failures. */
  api: Pick<ApiClient, 'prepare'>;
  /** Tests pass a fake worker. */
  spawnWorker?: () => WorkerLike;
}

export function canceled(): ApiError {
  return new ApiError('canceled');
}

/**
 * One worker for one answer: it is ended once it has answered or the load is aborted. What it
 * posts before its answer (a list's first rows) goes to `onEarly`.
 */
export function runWorker(
  worker: WorkerLike,
  request: WorkerRequest,
  signal: AbortSignal,
  onEarly: (message: FirstRows) => void = () => undefined,
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
    worker.addEventListener('message', (event) => {
      const message = event.data as WorkerMessage;
      if (message.kind === 'first-rows') onEarly(message);
      else settle(message);
    });
    // The worker script did not load or threw: nothing was fetched, as with a network failure.
    worker.addEventListener('error', () =>
      settle({ kind: 'network', message: 'The transaction loader failed' }),
    );
    worker.postMessage(request);
  });
}

/** An answer of the other job: the worker was asked for one thing and answered another. */
export const unexpected = {
  kind: 'invalid-response',
  message: 'Unexpected worker answer',
} as const;

/**
 * The transaction loader of the portfolio screens (issue 8): the answer is fetched, parsed and
 * compacted in a module worker and arrives as transferred typed arrays, so a million rows keep
 * the window responsive; its first rows come as soon as the worker has them (`onFirstRows`).
 * The API client describes the request and maps a failure, so it is the same ApiError, with the
 * same effects, as any call's.
 */
export function createTransactionsLoader(deps: TransactionsLoaderDeps): LoadTransactionTable {
  const spawn = deps.spawnWorker ?? spawnLoaderWorker;
  return async (request, signal, onFirstRows) => {
    if (signal.aborted) throw canceled();
    const call = deps.api.prepare(investorApi.transactions, ...transactionsInput(request));
    const message: TableRequest = { job: 'table', request: call.request, firstRows: FIRST_ROWS };
    const answer = await runWorker(spawn(), message, signal, ({ columns }) => {
      if (!signal.aborted) onFirstRows?.(columnarTable(columns));
    });
    if (answer.kind === 'table') return columnarTable(answer.columns);
    throw call.fail(answer.kind === 'tax-years' ? unexpected : answer);
  };
}
