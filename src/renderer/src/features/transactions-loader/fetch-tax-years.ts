import { z } from 'zod';
import { legacyTransaction } from '#shared/api/legacy.ts';
import {
  depositTaxYears,
  legacyTaxYears,
  transactionRowsOfAnswer,
} from '#shared/domain/tax-statement/index.ts';
import { fetchDescribed, isTimeout, sendDescribed } from '../../api/described-request.ts';
import { answerRows } from './compact-table.ts';
import type { TaxYearsRequest, WorkerAnswer } from './protocol.ts';
import { depositTaxYearsOfResponse } from './response-tax-years.ts';

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

/**
 * Fetches the history and answers its years' figures; anything that goes wrong is answered. A
 * fair-credit portfolio's is read as it arrives; a legacy one's (far smaller, its rows checked
 * by the schema) is parsed whole.
 */
export async function fetchTaxYears(
  message: TaxYearsRequest,
  fetchFn: typeof fetch,
): Promise<WorkerAnswer> {
  const { source } = message;
  if (source.kind === 'deposit') {
    const sent = await sendDescribed(message.request, fetchFn);
    if (sent.kind !== 'response') return sent;
    try {
      const { portfolioId } = source;
      const years = await depositTaxYearsOfResponse(sent.response, portfolioId, message.context);
      return { kind: 'tax-years', years };
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
