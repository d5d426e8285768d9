import { describe, expect, it, vi } from 'vitest';
import { fetchDescribed, type DescribedRequest } from './described-request.ts';

const get: DescribedRequest = {
  method: 'GET',
  url: 'http://127.0.0.1:4010/api/thing?a=1',
  headers: { Accept: 'application/json', 'Accept-Language': 'fi' },
  credentials: 'include',
  timeoutMs: 300_000,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchDescribed', () => {
  it('sends the request as described, with its deadline, and reads the answer as JSON', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(json(200, { data: 1 })));
    const post: DescribedRequest = { ...get, method: 'POST', body: '{"a":1}' };
    expect(await fetchDescribed(post, fetchFn)).toEqual({ kind: 'answer', body: { data: 1 } });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(post.url);
    expect(init).toMatchObject({
      method: 'POST',
      headers: post.headers,
      body: '{"a":1}',
      credentials: 'include',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    await fetchDescribed(get, fetchFn);
    expect(fetchFn.mock.calls[1]?.[1]).not.toHaveProperty('body');
  });

  it('reports a status outside 2xx with its body, or an empty one that is not JSON', async () => {
    const denied = () => Promise.resolve(json(401, { message: 'Unauthenticated.' }));
    expect(await fetchDescribed(get, denied)).toEqual({
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    const html = () => Promise.resolve(new Response('<html>', { status: 502 }));
    expect(await fetchDescribed(get, html)).toEqual({ kind: 'status', status: 502, body: '' });
  });

  it('tells no answer, a missed deadline and a 2xx that is not JSON apart', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchDescribed(get, down)).toEqual({
      kind: 'network',
      message: 'TypeError: Failed to fetch',
    });
    const slow = () => Promise.reject(new DOMException('timed out', 'TimeoutError'));
    expect(await fetchDescribed(get, slow)).toEqual({ kind: 'timeout' });
    const notJson = () => Promise.resolve(new Response('<html>', { status: 200 }));
    expect((await fetchDescribed(get, notJson)).kind).toBe('invalid-response');
  });
});
