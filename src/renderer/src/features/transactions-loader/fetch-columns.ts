import { fetchDescribed, type DescribedRequest } from '../../api/described-request.ts';
import {
  InvalidTransactionAnswer,
  answerRows,
  compactTransactions,
  transferablesOf,
} from './compact-table.ts';
import type { WorkerAnswer } from './protocol.ts';

/**
 * The worker's whole job, apart from the messaging: fetch, parse, compact. Pure of worker
 * globals so that it is tested with a fake `fetch`.
 */
export async function fetchColumns(
  request: DescribedRequest,
  fetchFn: typeof fetch,
): Promise<{ answer: WorkerAnswer; transfer: ArrayBuffer[] }> {
  const outcome = await fetchDescribed(request, fetchFn);
  if (outcome.kind !== 'answer') return { answer: outcome, transfer: [] };
  try {
    const columns = compactTransactions(answerRows(outcome.body));
    return { answer: { kind: 'table', columns }, transfer: transferablesOf(columns) };
  } catch (error) {
    // Anything that goes wrong here is answered: a worker that never answers would hang the page.
    const message = error instanceof InvalidTransactionAnswer ? error.message : String(error);
    return { answer: { kind: 'invalid-response', message }, transfer: [] };
  }
}
