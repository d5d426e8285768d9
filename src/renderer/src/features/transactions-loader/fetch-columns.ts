import {
  InvalidTransactionAnswer,
  answerRows,
  compactTransactions,
  transferablesOf,
} from './compact-table.ts';
import type { WorkerAnswer, WorkerRequest } from './protocol.ts';

async function errorBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return '';
  }
}

/**
 * The worker's whole job, apart from the messaging: fetch, parse, compact. Pure of worker
 * globals so that it is tested with a fake `fetch`.
 */
export async function fetchColumns(
  request: WorkerRequest,
  fetchFn: typeof fetch,
): Promise<{ answer: WorkerAnswer; transfer: ArrayBuffer[] }> {
  let response: Response;
  try {
    response = await fetchFn(request.url, {
      method: 'GET',
      headers: request.headers,
      credentials: request.credentials,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { answer: { kind: 'timeout' }, transfer: [] };
    }
    return { answer: { kind: 'network-error', message: String(error) }, transfer: [] };
  }
  if (!response.ok) {
    const body = await errorBody(response);
    return { answer: { kind: 'http-error', status: response.status, body }, transfer: [] };
  }
  try {
    const body = (await response.json()) as unknown;
    const columns = compactTransactions(answerRows(body));
    return { answer: { kind: 'table', columns }, transfer: transferablesOf(columns) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { answer: { kind: 'timeout' }, transfer: [] };
    }
    const message =
      error instanceof InvalidTransactionAnswer || error instanceof SyntaxError
        ? error.message
        : String(error);
    return { answer: { kind: 'invalid-response', message }, transfer: [] };
  }
}
