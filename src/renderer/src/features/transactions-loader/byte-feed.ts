import { NEED_MORE, type JsonBytes } from './json-bytes.ts';

/** After a step ran past the bytes, it is retried once this many times as many have come. */
const RETRY_GROWTH = 2;

/**
 * Feeds an answer's bytes, as they arrive, to a reader that reads them in steps (a member, a
 * row): `step(from)` reads one from `from` and answers where it ended, or throws NEED_MORE when
 * it ran past the bytes, and is then retried from the same place with more of them. The bytes
 * not read yet are kept in a buffer of the feed's own, never in the caller's.
 */
export function createByteFeed(json: JsonBytes, step: (from: number) => number) {
  let own: Uint8Array = new Uint8Array(0);
  let pos = 0;
  let retryAt = 0;

  /** Reads as far as the bytes go; false if the last step needs more of them. */
  const advance = (): boolean => {
    try {
      while (pos < json.end) pos = step(pos);
      return true;
    } catch (error) {
      if (error !== NEED_MORE) throw error;
      // A step as long as a huge value is not retried for every piece: the feed stays linear.
      retryAt = (json.end - pos) * RETRY_GROWTH;
      return false;
    }
  };

  const append = (bytes: Uint8Array) => {
    const rest = json.end - pos;
    json.offset += pos;
    if (rest === 0) {
      json.buf = bytes;
      json.end = bytes.length;
      pos = 0;
      return;
    }
    const need = rest + bytes.length;
    if (own.length < need) {
      const grown = new Uint8Array(Math.max(need, own.length * 2));
      grown.set(json.buf.subarray(pos, json.end));
      own = grown;
    } else if (json.buf === own) own.copyWithin(0, pos, json.end);
    else own.set(json.buf.subarray(pos, json.end));
    own.set(bytes, rest);
    json.buf = own;
    json.end = need;
    pos = 0;
  };

  return {
    push: (bytes: Uint8Array): void => {
      append(bytes);
      if (json.end - pos >= retryAt) advance();
    },
    /** The bytes have ended: whether every step read whole. */
    finish: (): boolean => advance(),
  };
}
