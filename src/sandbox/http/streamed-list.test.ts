import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '#shared/api/endpoint.ts';
import { envelope } from '#shared/api/envelope.ts';
import { answer, route } from './endpoint-route.ts';
import { CHUNK_CHARS, gathered, streamedText } from './streamed-body.ts';
import { answerStreamedList, listEnvelopeText } from './streamed-list.ts';

const list = defineEndpoint({
  method: 'GET',
  path: 'api/list',
  response: envelope(z.array(z.object({ name: z.string(), count: z.number().int() }))),
});
type Row = { name: string; count: number };

const ROWS: Row[] = [
  { name: 'plain', count: 1 },
  { name: 'quote " and backslash \\ and\nnewline', count: -2 },
  { name: 'ääkköset ja € 🙂 \u2028', count: 3 },
  { name: '', count: 0 },
];

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The same rows answered whole (`answer`) and streamed. */
function appOf(rows: () => Iterable<Row>) {
  const server = Fastify();
  route(server, list, (_, reply) => answerStreamedList(reply, list, rows()));
  server.get('/whole', (_, reply) => answer(reply, list, [...rows()]));
  return server;
}

describe('a streamed list answer', () => {
  it.each([
    ['no rows', []],
    ['one row', ROWS.slice(0, 1)],
    ['rows with escapes and unicode', ROWS],
    [
      'rows over many chunks',
      Array.from({ length: 3000 }, (_, i) => ({ name: `row ${i}`, count: i })),
    ],
  ])('is byte for byte what the whole answer was: %s', async (_, rows) => {
    app = appOf(() => rows);
    const streamed = await app.inject('/api/list');
    const whole = await app.inject('/whole');
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe(whole.headers['content-type']);
    expect(streamed.body).toBe(whole.body);
    expect(streamed.json()).toEqual({ data: rows });
  });

  it('answers 500 as `answer` does when its first row breaks the contract, and reads no further', async () => {
    let read = 0;
    app = appOf(function* () {
      read += 1;
      yield { name: 'x', count: 1.5 };
      read += 1;
      yield { name: 'y', count: 1 };
    });
    const response = await app.inject('/api/list');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Sandbox answer of GET api/list breaks the contract: data.0.count',
    });
    expect(read).toBe(1);
  });

  it('answers 500 naming the row when a later row breaks the contract before the first bytes left', async () => {
    app = appOf(() => [...ROWS, { name: 'bad', count: 0.5 }]);
    const response = await app.inject('/api/list');
    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toBe(
      'Sandbox answer of GET api/list breaks the contract: data.4.count',
    );
  });

  it('cuts the answer off at a row that breaks the contract after the first bytes left', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `row ${i}`, count: i }));
    app = appOf(() => [...many, { name: 'bad', count: 0.5 }]);
    await expect(app.inject('/api/list')).rejects.toThrow('response destroyed before completion');
  });

  it('sends its first rows before the last is read, and stops reading when the client goes away', async () => {
    let read = 0;
    let closed = false;
    app = appOf(function* endless() {
      try {
        for (;;) {
          read += 1;
          yield { name: `row ${read}`, count: read };
        }
      } finally {
        closed = true;
      }
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/list`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const reader = response.body!.getReader();
    const first = (await reader.read()).value as Uint8Array;
    expect(new TextDecoder().decode(first)).toMatch(/^\{"data":\[\{"name":"row 1","count":1\},/);
    controller.abort();
    await expect.poll(() => closed, { timeout: 5000 }).toBe(true);
    // Read ahead only as far as the socket's buffers: an endless source was not drained.
    expect(read).toBeLessThan(1_000_000);
  });
});

describe('the envelope text', () => {
  it('checks each row with its index', () => {
    const seen: number[] = [];
    const text = [...listEnvelopeText(['a', 'b'], (_, index) => seen.push(index))].join('');
    expect(text).toBe('{"data":["a","b"]}');
    expect(seen).toEqual([0, 1]);
  });
});

describe('the streamed body', () => {
  it('gathers small pieces into chunks of at least the chunk size', () => {
    const pieces = Array.from({ length: 100 }, () => 'x'.repeat(1000));
    const chunks = [...gathered(pieces)];
    expect(chunks.join('')).toBe(pieces.join(''));
    expect(chunks.slice(0, -1).every((chunk) => chunk.length >= CHUNK_CHARS)).toBe(true);
    expect(chunks.length).toBeLessThan(10);
  });

  it('pulls its pieces only as the reader takes them', async () => {
    let made = 0;
    const stream = streamedText(
      (function* () {
        for (let i = 0; i < 100_000; i++) {
          made += 1;
          yield 'x'.repeat(100);
        }
      })(),
    );
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(100_000);
    stream.destroy();
  });
});
