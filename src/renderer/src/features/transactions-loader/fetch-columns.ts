import { isTimeout, sendDescribed } from '../../api/described-request.ts';
import { createArrayScanner, MalformedAnswer } from './array-scanner.ts';
import {
  InvalidTransactionAnswer,
  createColumnsBuilder,
  transferablesOf,
  type TransactionColumns,
} from './compact-table.ts';
import type { TableRequest, WorkerAnswer } from './protocol.ts';

/**
 * At most this much text is scanned and parsed at a time: an answer that comes at once (or in
 * one huge piece) still gives its first rows after its first piece, not after its whole parse.
 */
const PIECE_CHARS = 256 * 1024;

function* piecesOf(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += PIECE_CHARS) yield text.slice(at, at + PIECE_CHARS);
}

/** The texts of a body as its bytes arrive (one text when the body is not a stream). */
async function* textsOf(response: Response): AsyncGenerator<string> {
  if (response.body === null) {
    yield* piecesOf(await response.text());
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    yield* piecesOf(decoder.decode(value, { stream: true }));
  }
  yield decoder.decode();
}

/**
 * The columns of a transaction answer, built as its `data` array arrives: each batch of
 * complete rows is parsed and compacted at once, and the first `firstRows` rows are handed to
 * `onFirstRows` as soon as they are complete (never when the answer has fewer).
 */
async function streamedColumns(
  response: Response,
  firstRows: number,
  onFirstRows: (columns: TransactionColumns) => void,
): Promise<TransactionColumns> {
  const scanner = createArrayScanner('data');
  const builder = createColumnsBuilder();
  let told = false;
  for await (const text of textsOf(response)) {
    const batch = scanner.push(text);
    if (batch === null) continue;
    try {
      builder.add(JSON.parse(batch) as unknown[]);
    } catch (error) {
      if (error instanceof SyntaxError)
        throw new MalformedAnswer(`The answer is not JSON: ${error.message}`);
      throw error;
    }
    if (!told && builder.length >= firstRows) {
      told = true;
      onFirstRows(builder.columns(firstRows));
    }
  }
  scanner.end();
  return builder.columns();
}

const knownFailures = [InvalidTransactionAnswer, MalformedAnswer];

/**
 * The worker's whole job, apart from the messaging: fetch, parse, compact as the answer arrives.
 * Pure of worker globals so that it is tested with a fake `fetch`.
 */
export async function fetchColumns(
  message: TableRequest,
  fetchFn: typeof fetch,
  onFirstRows: (columns: TransactionColumns) => void = () => undefined,
): Promise<{ answer: WorkerAnswer; transfer: ArrayBuffer[] }> {
  const sent = await sendDescribed(message.request, fetchFn);
  if (sent.kind !== 'response') return { answer: sent, transfer: [] };
  try {
    const columns = await streamedColumns(sent.response, message.firstRows, onFirstRows);
    return { answer: { kind: 'table', columns }, transfer: transferablesOf(columns) };
  } catch (error) {
    if (isTimeout(error)) return { answer: { kind: 'timeout' }, transfer: [] };
    // Anything that goes wrong here is answered: a worker that never answers would hang the page.
    const known = knownFailures.some((kind) => error instanceof kind);
    const text = known && error instanceof Error ? error.message : String(error);
    return { answer: { kind: 'invalid-response', message: text }, transfer: [] };
  }
}
