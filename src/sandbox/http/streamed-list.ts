import type { FastifyReply } from 'fastify';
import type { Endpoint, EndpointReply } from '#shared/api/endpoint.ts';
import { contractBreak } from './endpoint-route.ts';
import { sendStreamed } from './streamed-body.ts';

/** A row of a list endpoint's payload (`{ data: [row, …] }`), as its handler makes it. */
export type ListRow<E extends Endpoint> =
  EndpointReply<E> extends ReadonlyArray<infer Row> ? Row : never;

/** A row that breaks the contract once the answer has begun: the answer can only be cut off. */
export class ContractBreak extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractBreak';
  }
}

/**
 * `{"data":[row,…]}` exactly as `JSON.stringify` writes the whole envelope (what `answer` sends),
 * a row at a time.
 */
export function* listEnvelopeText<Row>(
  rows: Iterable<Row>,
  check: (row: Row, index: number) => void = () => undefined,
): Generator<string> {
  yield '{"data":[';
  let index = 0;
  for (const row of rows) {
    check(row, index);
    const text = JSON.stringify(row);
    yield index === 0 ? text : `,${text}`;
    index += 1;
  }
  yield ']}';
}

/** The first item, then the rest of the same iterator. */
function* resumed<T>(first: IteratorResult<T>, rest: Iterator<T>): Generator<T> {
  if (first.done) return;
  yield first.value;
  try {
    for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
  } finally {
    rest.return?.();
  }
}

/**
 * Answers a list endpoint as `answer` would, but written as the rows are read: a five-year
 * transaction list (a million rows) starts leaving at its first rows instead of after its last.
 * Each row is checked with the endpoint's response schema: a first row that breaks it gets the
 * 500 `answer` gives; a later one cuts the answer off (the client sees a broken answer, never a
 * wrong one).
 */
export function answerStreamedList<E extends Endpoint>(
  reply: FastifyReply,
  endpoint: E,
  rows: Iterable<ListRow<E>>,
): FastifyReply {
  const breakOf = (row: ListRow<E>, index: number) =>
    contractBreak(endpoint, { data: [row] }, (path) =>
      path[0] === 'data' && path[1] === 0 ? ['data', index, ...path.slice(2)] : path,
    );
  const iterator = rows[Symbol.iterator]();
  const first = iterator.next();
  const broken = first.done ? contractBreak(endpoint, { data: [] }) : breakOf(first.value, 0);
  if (broken !== null) {
    iterator.return?.();
    return reply.code(500).send({ message: broken });
  }
  const check = (row: ListRow<E>, index: number) => {
    if (index === 0) return;
    const message = breakOf(row, index);
    if (message !== null) throw new ContractBreak(message);
  };
  return sendStreamed(
    reply,
    'application/json; charset=utf-8',
    listEnvelopeText(resumed(first, iterator), check),
  );
}
