import { describe, expect, it, vi } from 'vitest';
import { columnarTable } from './compact-table.ts';
import { fetchColumns } from './fetch-columns.ts';
import type { WorkerRequest } from './protocol.ts';

const request: WorkerRequest = {
  method: 'GET',
  url: 'http://127.0.0.1:4010/api/investor/deposit/D1/transaction?type=ALL',
  headers: { Accept: 'application/json', 'Accept-Language': 'fi' },
  credentials: 'include',
  timeoutMs: 300_000,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    expect(url).toBe(request.url);
    expect(init).toMatchObject({ method: 'GET', headers: request.headers, credentials: 'include' });
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
});
