import type { TaxHistoryContext, TaxYearFigures } from '#shared/domain/tax-statement/index.ts';
import { createHistoryReader } from './history-reader.ts';

/** A body's bytes as they arrive (all at once when it is not a stream). */
async function* bytesOf(response: Response): AsyncGenerator<Uint8Array> {
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
 * the figures of `JSON.parse` then `depositTaxYears`, without the parse of the whole answer
 * first. The worker's tax job, and what the bench times (free of the DOM's types).
 */
export async function depositTaxYearsOfResponse(
  response: Response,
  portfolioId: string,
  context: TaxHistoryContext,
): Promise<TaxYearFigures[]> {
  const reader = createHistoryReader(portfolioId);
  for await (const bytes of bytesOf(response)) reader.push(bytes);
  return reader.end(context);
}
