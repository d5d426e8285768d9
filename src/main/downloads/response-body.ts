import type { NetResponse } from './net-request.ts';

/**
 * A response body as an async iterable for writeAtomically. Listeners are attached at once (on
 * the 'response' event) so that no chunk emitted before the consumer starts is lost. 'end'
 * finishes the stream; 'error', 'aborted' or fail() make the next read throw, which
 * writeAtomically reports as `aborted` after removing its temp file.
 *
 * There is no backpressure: Electron's typings expose no pause()/resume() on IncomingMessage,
 * so chunks that arrive faster than the disk takes them wait here in memory.
 */
export interface ResponseBody extends AsyncIterable<Uint8Array> {
  /** Ends the stream with an error (the request failed or was aborted). */
  fail(error: Error): void;
}

/** Joins the chunks that waited into one, so the disk gets one write for them. */
function joined(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  return Buffer.concat(chunks);
}

export function responseBody(response: NetResponse): ResponseBody {
  let chunks: Uint8Array[] = [];
  let done = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;

  const settle = (): void => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const fail = (error: Error): void => {
    if (done || failure !== null) return;
    failure = error;
    settle();
  };
  response.on('data', (chunk) => {
    if (done || failure !== null) return;
    chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    settle();
  });
  response.on('end', () => {
    if (failure !== null) return;
    done = true;
    settle();
  });
  response.on('error', fail);
  response.on('aborted', () => fail(new Error('response aborted')));

  async function* read(): AsyncGenerator<Uint8Array> {
    for (;;) {
      // A failure wins over buffered chunks: a truncated file is never worth finishing.
      if (failure !== null) throw failure;
      // Everything that arrived since the last read, as one chunk: a server that sends a row per
      // chunk (a million of them) would otherwise cost a write each, the queue would outgrow the
      // disk, and taking from the front of a long array is linear in its length.
      if (chunks.length > 0) {
        const waiting = chunks;
        chunks = [];
        yield joined(waiting);
      } else if (done) {
        return;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  }

  return { fail, [Symbol.asyncIterator]: read };
}
