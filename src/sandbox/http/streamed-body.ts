import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** About a TCP segment's worth of rows at a time: a write per row would cost more than the row. */
export const CHUNK_CHARS = 16 * 1024;

/** The pieces of a text, gathered into chunks of at least `size` characters (the last one less). */
export function* gathered(pieces: Iterable<string>, size = CHUNK_CHARS): Generator<string> {
  let chunk = '';
  for (const piece of pieces) {
    chunk += piece;
    if (chunk.length >= size) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

/**
 * A text made as it is read, as a byte stream: it pulls the pieces only as fast as the reader
 * takes them, so its first bytes leave before its last piece is made and a long answer is never
 * held whole. Destroying the stream (the client went away) ends the pieces' iterator, so a
 * database statement behind them is closed.
 */
export const streamedText = (pieces: Iterable<string>): Readable =>
  Readable.from(gathered(pieces), { objectMode: false });

/** Answers 200 with a text made as it is sent (a list, a CSV), never gathered whole. */
export function sendStreamed(
  reply: FastifyReply,
  contentType: string,
  pieces: Iterable<string>,
): FastifyReply {
  return reply.code(200).header('content-type', contentType).send(streamedText(pieces));
}
