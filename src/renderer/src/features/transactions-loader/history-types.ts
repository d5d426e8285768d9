import { ledgerReadsLoan } from '#shared/domain/tax-statement/index.ts';
import type { JsonBytes } from './json-bytes.ts';

/** Past this many types a new one is still told apart, by its text. */
const TYPE_SCAN_LIMIT = 64;

/**
 * The transaction types of a history read from its bytes (history-reader.ts), each made into a
 * string once: `at(open, close)` is the index of the plain string between those quotes.
 */
export function createTypeTable(json: JsonBytes) {
  // The types seen, by their bytes: a row's type is one of a few dozen.
  const typeBytes: Uint8Array[] = [];
  const typeTexts: string[] = [];
  const typeReadsLoan: boolean[] = [];
  const typeIndex = new Map<string, number>();

  const internType = (text: string, bytes: Uint8Array): number => {
    let index = typeIndex.get(text);
    if (index === undefined) {
      index = typeTexts.length;
      typeTexts.push(text);
      typeReadsLoan.push(ledgerReadsLoan(text));
      typeIndex.set(text, index);
      if (typeBytes.length < TYPE_SCAN_LIMIT) typeBytes.push(bytes);
    }
    return index;
  };

  // A type by its length and its first and last bytes, which tell the usual types apart.
  const typeByShape = new Map<number, number>();
  const shapeOf = (from: number, to: number) =>
    (to - from) * 65_536 + (json.buf[from] ?? 0) * 256 + (json.buf[to - 1] ?? 0);

  const at = (open: number, close: number): number => {
    const shape = shapeOf(open + 1, close);
    const likely = typeByShape.get(shape);
    if (likely !== undefined && json.same(open + 1, close, typeBytes[likely] as Uint8Array)) {
      return likely;
    }
    for (let k = 0; k < typeBytes.length; k++) {
      if (json.same(open + 1, close, typeBytes[k] as Uint8Array)) return k;
    }
    const index = internType(json.ascii(open + 1, close), json.buf.slice(open + 1, close));
    if (index < typeBytes.length && !typeByShape.has(shape)) typeByShape.set(shape, index);
    return index;
  };

  return {
    at,
    text: (index: number): string => typeTexts[index] as string,
    /** Whether the ledger reads the loan of a row of this type (`ledgerReadsLoan`). */
    readsLoan: (index: number): boolean => typeReadsLoan[index] === true,
  };
}
