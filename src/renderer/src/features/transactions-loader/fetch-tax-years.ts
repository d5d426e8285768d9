import { z } from 'zod';
import { legacyTransaction } from '#shared/api/legacy.ts';
import {
  depositTaxYears,
  legacyTaxYears,
  transactionRowsOfAnswer,
} from '#shared/domain/tax-statement/index.ts';
import { fetchDescribed, isTimeout, sendDescribed } from '../../api/described-request.ts';
import { answerRows } from './compact-table.ts';
import { createHistoryReader } from './history-reader.ts';
import type { TaxYearsRequest, WorkerAnswer } from './protocol.ts';

const legacyRows = z.array(legacyTransaction);

/** The yearly figures of a fetched history: the worker's tax job, pure of worker globals. */
export function taxYearsOfAnswer(message: TaxYearsRequest, body: unknown): WorkerAnswer {
  const rows = answerRows(body);
  const years =
    message.source.kind === 'deposit'
      ? depositTaxYears(transactionRowsOfAnswer(rows), message.source.portfolioId, message.context)
      : legacyTaxYears(legacyRows.parse(rows), message.context);
  return { kind: 'tax-years', years };
}

/** A body's bytes as they arrive (all at once when it is not a stream). */
export async function* bytesOf(response: Response): AsyncGenerator<Uint8Array> {
  if (response.body === null) {
    yield new Uint8Array(await response.arrayBuffer());
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * A fair-credit portfolio's years read from its answer's bytes as they arrive (history-reader.ts):
 * the same figures as `taxYearsOfAnswer` without the parse of the whole answer first.
 */
export async function depositTaxYearsOfResponse(
  response: Response,
  message: TaxYearsRequest & { source: { kind: 'deposit' } },
): Promise<WorkerAnswer> {
  const reader = createHistoryReader(message.source.portfolioId);
  for await (const bytes of bytesOf(response)) reader.push(bytes);
  return { kind: 'tax-years', years: reader.end(message.context) };
}

const isDeposit = (
  message: TaxYearsRequest,
): message is TaxYearsRequest & { source: { kind: 'deposit' } } =>
  message.source.kind === 'deposit';

/** Fetches the history and answers its years' figures; anything that goes wrong is answered. */
export async function fetchTaxYears(
  message: TaxYearsRequest,
  fetchFn: typeof fetch,
): Promise<WorkerAnswer> {
  if (isDeposit(message)) {
    const sent = await sendDescribed(message.request, fetchFn);
    if (sent.kind !== 'response') return sent;
    try {
      return await depositTaxYearsOfResponse(sent.response, message);
    } catch (error) {
      if (isTimeout(error)) return { kind: 'timeout' };
      return { kind: 'invalid-response', message: String(error) };
    }
  }
  const outcome = await fetchDescribed(message.request, fetchFn);
  if (outcome.kind !== 'answer') return outcome;
  try {
    return taxYearsOfAnswer(message, outcome.body);
  } catch (error) {
    return { kind: 'invalid-response', message: String(error) };
  }
}
