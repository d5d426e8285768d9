import { z } from 'zod';
import { legacyTransaction } from '#shared/api/legacy.ts';
import { depositTaxYears, legacyTaxYears } from '#shared/domain/tax-statement/index.ts';
import { fetchDescribed } from '../../api/described-request.ts';
import { answerRows, columnarTable, compactTransactions } from './compact-table.ts';
import type { TaxYearsRequest, WorkerAnswer } from './protocol.ts';

const legacyRows = z.array(legacyTransaction);

/** The rows of a compact table, one at a time (never all built at once). */
function* rowsOf(table: ReturnType<typeof columnarTable>) {
  for (let i = 0; i < table.length; i++) yield table.rowAt(i);
}

/** The yearly figures of a fetched history: the worker's tax job, pure of worker globals. */
export function taxYearsOfAnswer(message: TaxYearsRequest, body: unknown): WorkerAnswer {
  const rows = answerRows(body);
  const years =
    message.source.kind === 'deposit'
      ? depositTaxYears(
          rowsOf(columnarTable(compactTransactions(rows))),
          message.source.portfolioId,
          message.context,
        )
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
