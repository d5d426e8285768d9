import { describe, expect, it, vi } from 'vitest';
import { columnarTable } from './compact-table.ts';
import { fetchColumns } from './fetch-columns.ts';
import type { DescribedRequest } from '../../api/described-request.ts';
import type { TableRequest } from './protocol.ts';
import type { TransactionColumns } from './compact-table.ts';

const described: DescribedRequest = {
  method: 'GET',
  url: 'http://127.0.0.1:4010/api/investor/deposit/D1/transaction?type=ALL',
  headers: { Accept: 'application/json', 'Accept-Language': 'fi' },
  credentials: 'include',
  timeoutMs: 300_000,
};
const request: TableRequest = { job: 'table', request: described, firstRows: 16 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A 200 whose body arrives piece by piece as the test pushes it (jsdom has no ReadableStream):
 * only what the worker reads of a Response.
 */
function streamedResponse() {
  const encoder = new TextEncoder();
  const pieces: (Uint8Array | null)[] = [];
  let wake: (() => void) | undefined;
  const read = async (): Promise<ReadableStreamReadResult<Uint8Array>> => {
    while (pieces.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const piece = pieces.shift();
    return piece ? { done: false, value: piece } : { done: true, value: undefined };
  };
  const put = (piece: Uint8Array | null) => {
    pieces.push(piece);
    wake?.();
  };
  const response = { ok: true, status: 200, body: { getReader: () => ({ read }) } };
  return {
    response: response as unknown as Response,
    push: (text: string) => put(encoder.encode(text)),
    pushBytes: (bytes: Uint8Array) => put(bytes),
    close: () => put(null),
  };
}

describe('fetchColumns (the worker)', () => {
  it('sends the prepared GET and answers with compact columns to transfer', async () => {
    const fetchFn = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        json(200, {
          data: [
            {
              created: '2024-05-01T09:30:00.000Z',
              from: 'bank',
              to: 'portfolio',
              amount: '20.00',
              type: 'DEPOSIT',
            },
          ],
        }),
      ),
    );
    const { answer, transfer } = await fetchColumns(request, fetchFn);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(described.url);
    expect(init).toMatchObject({
      method: 'GET',
      headers: described.headers,
      credentials: 'include',
    });
    expect(answer.kind).toBe('table');
    if (answer.kind !== 'table') return;
    expect(columnarTable(answer.columns).rowAt(0).amountCents).toBe(2000);
    expect(transfer).toHaveLength(5);
  });

  it('answers an HTTP failure with its status and body, for the client to map', async () => {
    const fetchFn = () => Promise.resolve(json(401, { message: 'Unauthenticated.' }));
    expect((await fetchColumns(request, fetchFn)).answer).toEqual({
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });

  it('tells a network failure, a timeout and a bad answer apart', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    expect((await fetchColumns(request, down)).answer.kind).toBe('network');
    const slow = () => Promise.reject(new DOMException('timed out', 'TimeoutError'));
    expect((await fetchColumns(request, slow)).answer.kind).toBe('timeout');
    const notJson = () => Promise.resolve(new Response('<html>', { status: 200 }));
    expect((await fetchColumns(request, notJson)).answer.kind).toBe('invalid-response');
    const badRow = () => Promise.resolve(json(200, { data: [{ created: 'x' }] }));
    expect((await fetchColumns(request, badRow)).answer.kind).toBe('invalid-response');
  });

  it('answers a body cut off inside its array, or with a broken row, as invalid', async () => {
    const cut = () => Promise.resolve(new Response('{"data":[{"created":"x"', { status: 200 }));
    expect((await fetchColumns(request, cut)).answer).toEqual({
      kind: 'invalid-response',
      message: 'The answer ended inside its data array',
    });
    const broken = () => Promise.resolve(new Response('{"data":[{"a":tru}]}', { status: 200 }));
    const answer = (await fetchColumns(request, broken)).answer;
    expect(answer.kind).toBe('invalid-response');
    if (answer.kind === 'invalid-response')
      expect(answer.message).toMatch(/^The answer is not JSON/);
  });

  it('hands over the first rows while the rest of the answer is still on its way', async () => {
    const row = (i: number) =>
      JSON.stringify({
        created: `2024-05-01T09:30:${String(i % 60).padStart(2, '0')}.000Z`,
        from: 'bank',
        to: 'portfolio',
        amount: `${i}.00`,
        type: 'DEPOSIT',
      });
    const { response, push, close } = streamedResponse();
    const seen: TransactionColumns[] = [];
    const loading = fetchColumns(
      request,
      () => Promise.resolve(response),
      (columns) => seen.push(columns),
    );
    const rows = Array.from({ length: 40 }, (_, i) => row(i));
    // 20 rows, the 21st cut in two: the first 16 are complete, the answer is not.
    push(`{"data":[${rows.slice(0, 20).join(',')},${(rows[20] ?? '').slice(0, 30)}`);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const first = columnarTable(seen[0] as TransactionColumns);
    expect(first.length).toBe(16);
    expect(first.rowAt(15).amountCents).toBe(1500);
    push(`${(rows[20] ?? '').slice(30)},${rows.slice(21).join(',')}]}`);
    close();
    const { answer } = await loading;
    expect(seen).toHaveLength(1);
    expect(answer.kind).toBe('table');
    if (answer.kind !== 'table') return;
    const whole = columnarTable(answer.columns);
    expect(whole.length).toBe(40);
    expect(whole.rowAt(20).amountCents).toBe(2000);
    expect(whole.rowAt(39).created).toBe('2024-05-01T09:30:39.000Z');
  });

  it('hands over no first rows when the answer has fewer', async () => {
    const onFirstRows = vi.fn();
    const fetchFn = () => Promise.resolve(json(200, { data: [] }));
    const { answer } = await fetchColumns(request, fetchFn, onFirstRows);
    expect(answer).toMatchObject({ kind: 'table', columns: { length: 0 } });
    expect(onFirstRows).not.toHaveBeenCalled();
  });

  it('reads characters whose bytes are split between pieces', async () => {
    const row = {
      created: '2024-05-01T09:30:00.000Z',
      from: 'Ääkkönen €🙂',
      to: null,
      amount: 1,
      type: 'DEPOSIT',
    };
    const bytes = new TextEncoder().encode(JSON.stringify({ data: [row] }));
    const at = bytes.indexOf(0xe2); // the first byte of €
    for (const cut of [at + 1, at + 2]) {
      const { response, pushBytes, close } = streamedResponse();
      const loading = fetchColumns(request, () => Promise.resolve(response));
      pushBytes(bytes.slice(0, cut));
      pushBytes(bytes.slice(cut));
      close();
      const { answer } = await loading;
      if (answer.kind !== 'table') throw new Error(answer.kind);
      expect(columnarTable(answer.columns).rowAt(0).from).toBe('Ääkkönen €🙂');
    }
  });

  it('gives the first rows before parsing the rest when the whole answer comes in one piece', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      created: '2024-05-01T09:30:00.000Z',
      from: 'bank',
      to: null,
      amount: i,
      type: 'DEPOSIT',
    }));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      let parsedBeforeFirstRows = -1;
      const { answer } = await fetchColumns(
        request,
        () => Promise.resolve(json(200, { data: rows })),
        () => (parsedBeforeFirstRows = parse.mock.calls.length),
      );
      expect(answer).toMatchObject({ kind: 'table', columns: { length: 20_000 } });
      // The member's name and the first piece's rows; then the other pieces'.
      expect(parsedBeforeFirstRows).toBe(2);
      expect(parse.mock.calls.length).toBeGreaterThan(5);
    } finally {
      parse.mockRestore();
    }
  });
});
