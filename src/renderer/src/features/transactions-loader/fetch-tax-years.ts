import { z } from 'zod';
import { legacyTransaction } from '#shared/api/legacy.ts';
import {
  depositTaxYears,
  legacyTaxYears,
  transactionRowsOfAnswer,
} from '#shared/domain/tax-statement/index.ts';
import { fetchDescribed } from '../../api/described-request.ts';
import { answerRows } from './compact-table.ts';
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

/** Fetches the history and answers its years' figures; anything that goes wrong is answered. */
export async function fetchTaxYears(
  message: TaxYearsRequest,
  fetchFn: typeof fetch,
): Promise<WorkerAnswer> {
  const outcome = await fetchDescribed(message.request, fetchFn);
  if (outcome.kind !== 'answer') return outcome;
  try {
    return taxYearsOfAnswer(message, outcome.body);
  } catch (error) {
    return { kind: 'invalid-response', message: String(error) };
  }
}
