import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { NetResponse } from './net-request.ts';
import { responseBody } from './response-body.ts';

function fakeResponse(): NetResponse & EventEmitter {
  return Object.assign(new EventEmitter(), { statusCode: 200, headers: {} });
}

describe('responseBody', () => {
  it('hands over the chunks that waited as one, in order, so each costs no write of its own', async () => {
    const response = fakeResponse();
    const body = responseBody(response);
    const rows = Array.from({ length: 10_000 }, (_, i) => `row ${i}\r\n`);
    for (const row of rows) response.emit('data', Buffer.from(row));
    response.emit('end');

    const reads: Uint8Array[] = [];
    for await (const chunk of body) reads.push(chunk);
    expect(reads).toHaveLength(1);
    expect(Buffer.concat(reads).toString()).toBe(rows.join(''));
  });

  it('yields what has arrived while the rest is still coming', async () => {
    const response = fakeResponse();
    const iterator = responseBody(response)[Symbol.asyncIterator]();
    response.emit('data', Buffer.from('a'));
    expect(Buffer.from((await iterator.next()).value as Uint8Array).toString()).toBe('a');
    const next = iterator.next();
    response.emit('data', Buffer.from('b'));
    response.emit('data', Buffer.from('c'));
    // The waiting read resumes after both arrived, and takes both.
    expect(Buffer.from((await next).value as Uint8Array).toString()).toBe('bc');
    response.emit('end');
    expect((await iterator.next()).done).toBe(true);
  });

  it('fails the next read after an error, even with chunks waiting', async () => {
    const response = fakeResponse();
    const iterator = responseBody(response)[Symbol.asyncIterator]();
    response.emit('data', Buffer.from('a'));
    response.emit('error', new Error('connection lost'));
    await expect(iterator.next()).rejects.toThrow('connection lost');
  });
});
