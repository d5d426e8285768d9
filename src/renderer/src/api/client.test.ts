import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '#shared/api/endpoint.ts';
import { TERMS_NOT_SIGNED_MESSAGE, envelope } from '#shared/api/envelope.ts';
import { createFakeApi, type FakeReply } from '../test/fake-api.ts';
import { ANONYMOUS, createApiClient } from './client.ts';
import { ApiError, SERVER_ERROR_KEY } from './errors.ts';
import { retryQuery } from './retry.ts';

const schema = envelope(z.object({ name: z.string() }));
const getThing = defineEndpoint({ method: 'GET', path: 'api/thing', response: schema });
const postThing = defineEndpoint({
  method: 'POST',
  path: 'api/thing',
  body: z.object({ a: z.number() }).partial(),
  response: schema,
});

function setup(
  reply: FakeReply,
  requestHook?: Parameters<typeof createApiClient>[0]['requestHook'],
) {
  const fake = createFakeApi();
  fake.on('GET', 'api/thing', reply);
  fake.on('POST', 'api/thing', reply);
  const onUnauthorized = vi.fn();
  const onTermsNotSigned = vi.fn();
  const api = createApiClient({
    apiBaseUrl: 'http://127.0.0.1:4010/',
    adapter: fake.adapter,
    onUnauthorized,
    onTermsNotSigned,
    ...(requestHook ? { requestHook } : {}),
  });
  return { api, fake, onUnauthorized, onTermsNotSigned };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`not an ApiError: ${String(error)}`, { cause: error });
  }
  throw new Error('expected a failure');
}

describe('API client', () => {
  it('is configured as the spec says: base URL, 5-minute timeout, credentials, JSON', async () => {
    const { api, fake } = setup({ status: 200, body: { data: { name: 'x' } } });
    expect(api.http.defaults.baseURL).toBe('http://127.0.0.1:4010/');
    expect(api.http.defaults.timeout).toBe(300_000);
    expect(api.http.defaults.withCredentials).toBe(true);
    // No XSRF cookie looked for (none exists): its asynchronous read held each request a task.
    expect(api.http.defaults.withXSRFToken).toBe(false);
    await api.call(postThing, { body: { a: 1 } });
    expect(fake.requests[0]?.body).toEqual({ a: 1 });
    expect(String(fake.requests[0]?.headers['Content-Type'])).toContain('application/json');
  });

  it('unwraps data.data and validates it with the shared schema', async () => {
    const { api } = setup({ status: 200, body: { data: { name: 'Maija' } } });
    await expect(api.call(getThing)).resolves.toEqual({ name: 'Maija' });
  });

  it('turns bad server data into an invalid-response error', async () => {
    const { api } = setup({ status: 200, body: { data: { name: 42 } } });
    const error = await failure(api.call(getThing));
    expect(error.kind).toBe('invalid-response');
    const missing = setup({ status: 200, body: { name: 'no envelope' } });
    expect((await failure(missing.api.call(getThing))).kind).toBe('invalid-response');
  });

  it('builds the path from its parameters, URL-encoded, and sends the query', async () => {
    const fake = createFakeApi();
    fake.on('GET', 'api/thing/a%2Fb%20c', { status: 200, body: { data: { name: 'x' } } });
    const api = createApiClient({
      apiBaseUrl: 'http://127.0.0.1:4010',
      adapter: fake.adapter,
      onUnauthorized: vi.fn(),
      onTermsNotSigned: vi.fn(),
    });
    const byId = defineEndpoint({
      method: 'GET',
      path: 'api/thing/{id}',
      query: z.object({ language: z.string() }),
      response: schema,
    });
    await expect(
      api.call(byId, { params: { id: 'a/b c' }, query: { language: 'se' } }),
    ).resolves.toEqual({ name: 'x' });
    expect(fake.requests[0]?.params).toEqual({ language: 'se' });
  });

  it('sends an empty JSON body on a POST whose endpoint takes no payload', async () => {
    const { api, fake } = setup({ status: 200, body: { data: { name: 'x' } } });
    await api.call(defineEndpoint({ method: 'POST', path: 'api/thing', response: schema }));
    expect(fake.requests[0]?.body).toEqual({});
  });

  it('maps a 401 to unauthorized and clears the session', async () => {
    const { api, onUnauthorized } = setup({ status: 401, body: { message: 'Unauthenticated.' } });
    const error = await failure(api.call(getThing));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on a 401 that a login call expects', async () => {
    const { api, onUnauthorized } = setup({ status: 401, body: { message: 'Wrong' } });
    const error = await failure(api.call(postThing, { body: {} }, { expectsUnauthorized: true }));
    expect(error.kind).toBe('unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sets the must-accept-terms flag on the unsigned-terms 403 only', async () => {
    const terms = setup({ status: 403, body: { message: TERMS_NOT_SIGNED_MESSAGE } });
    expect((await failure(terms.api.call(getThing))).kind).toBe('terms-not-signed');
    expect(terms.onTermsNotSigned).toHaveBeenCalledTimes(1);

    const other = setup({ status: 403, body: { message: 'LegacySystemException: down' } });
    const error = await failure(other.api.call(getThing));
    expect(error.kind).toBe('forbidden');
    expect(error.serverMessage).toBe('LegacySystemException: down');
    expect(other.onTermsNotSigned).not.toHaveBeenCalled();
    expect(other.onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps a 422 to the first message per field', async () => {
    const { api } = setup({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { mobile_phone: ['validation.phone', 'second'], email: ['validation.email'] },
      },
    });
    const error = await failure(api.call(postThing, { body: {} }));
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({
      mobile_phone: 'validation.phone',
      email: 'validation.email',
    });
  });

  it('keeps the errors map of other answers (e.g. errors.code of a failed verify)', async () => {
    const { api } = setup({
      status: 400,
      body: { message: 'Invalid code', errors: { code: ['CODE_INVALID'] } },
    });
    const error = await failure(api.call(postThing, { body: {} }));
    expect(error.kind).toBe('client');
    expect(error.errors.code).toEqual(['CODE_INVALID']);
  });

  it('maps 5xx, network failures and timeouts to their kinds (SERVER_ERROR text)', async () => {
    expect((await failure(setup({ status: 503 }).api.call(getThing))).kind).toBe('server');
    expect((await failure(setup({ network: true }).api.call(getThing))).kind).toBe('network');
    expect((await failure(setup({ timeout: true }).api.call(getThing))).kind).toBe('timeout');
    expect(SERVER_ERROR_KEY).toBe('errors:serverError');
  });

  it('runs the request hook (web mode adds the bearer token there)', async () => {
    const { api, fake } = setup({ status: 200, body: { data: { name: 'x' } } }, () => ({
      Authorization: 'Bearer abc',
    }));
    await api.call(getThing);
    expect(fake.requests[0]?.headers.Authorization).toBe('Bearer abc');
  });

  it('sends the current interface language as Accept-Language on every call', async () => {
    const fake = createFakeApi();
    fake.on('GET', 'api/thing', { status: 200, body: { data: { name: 'x' } } });
    let language: 'fi' | 'se' = 'se';
    const api = createApiClient({
      apiBaseUrl: 'http://127.0.0.1:4010',
      adapter: fake.adapter,
      onUnauthorized: vi.fn(),
      onTermsNotSigned: vi.fn(),
      language: () => language,
    });
    await api.call(getThing);
    language = 'fi';
    await api.call(getThing);
    expect(fake.requests.map((r) => r.headers['Accept-Language'])).toEqual(['se', 'fi']);
  });
});

describe('retryQuery', () => {
  it('retries transient failures of GET queries a limited number of times', () => {
    expect(retryQuery(0, new ApiError('network'))).toBe(true);
    expect(retryQuery(1, new ApiError('server', { status: 502 }))).toBe(true);
    expect(retryQuery(0, new ApiError('timeout'))).toBe(true);
    expect(retryQuery(2, new ApiError('network'))).toBe(false);
  });

  it('never retries 4xx answers or bad data', () => {
    for (const kind of [
      'unauthorized',
      'forbidden',
      'validation',
      'client',
      'invalid-response',
    ] as const) {
      expect(retryQuery(0, new ApiError(kind))).toBe(false);
    }
    expect(retryQuery(0, new Error('other'))).toBe(false);
  });
});

describe('gateway reachability', () => {
  function reachability(replies: FakeReply[]) {
    const fake = createFakeApi();
    fake.sequence('GET', 'api/thing', replies);
    fake.on('POST', 'api/thing', { network: true });
    const seen: boolean[] = [];
    const api = createApiClient({
      apiBaseUrl: 'http://127.0.0.1:4010/',
      adapter: fake.adapter,
      onUnauthorized: vi.fn(),
      onTermsNotSigned: vi.fn(),
      onReachability: (reachable) => seen.push(reachable),
    });
    return { api, fake, seen };
  }

  it('is unreachable only without a response: any status, even 5xx, means it was reached', async () => {
    const { api, seen } = reachability([
      { network: true },
      { timeout: true },
      { status: 503 },
      { status: 404 },
      { status: 200, body: { data: { name: 'x' } } },
    ]);
    for (let i = 0; i < 5; i++) await api.call(getThing).catch(() => undefined);
    expect(seen).toEqual([false, false, true, true, true]);
  });

  it('probes with the last GET that went unanswered, not with a POST', async () => {
    const { api, fake, seen } = reachability([
      { network: true },
      { status: 200, body: { data: { name: 'x' } } },
    ]);
    await api.probe();
    expect(fake.requests).toHaveLength(0);
    await failure(api.call(getThing));
    await failure(api.call(postThing, { body: { a: 1 } }));
    await api.probe();
    expect(fake.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
    expect(seen).toEqual([false, false, true]);
    // Answered: there is nothing left to probe with.
    await api.probe();
    expect(fake.requests).toHaveLength(3);
  });
});

describe('a call another transport sends (prepare)', () => {
  const byId = defineEndpoint({
    method: 'GET',
    path: 'api/thing/{id}',
    query: z.object({ from_date: z.string() }),
    response: schema,
  });

  function prepared() {
    const fake = createFakeApi();
    fake.on('GET', 'api/thing/a%20b', { network: true });
    const onUnauthorized = vi.fn();
    const onTermsNotSigned = vi.fn();
    const seen: boolean[] = [];
    const api = createApiClient({
      apiBaseUrl: 'http://127.0.0.1:4010/',
      adapter: fake.adapter,
      language: () => 'se',
      requestHook: () => ({ Authorization: 'Bearer abc' }),
      onUnauthorized,
      onTermsNotSigned,
      onReachability: (reachable) => seen.push(reachable),
    });
    const input = { params: { id: 'a b' }, query: { from_date: '2024-01-01' } };
    return { api, fake, input, onUnauthorized, onTermsNotSigned, seen };
  }

  it('describes the request `call` sends: URL, query, headers, credentials and deadline', async () => {
    const { api, fake, input } = prepared();
    const { request } = api.prepare(byId, input);
    await failure(api.call(byId, input));
    const sent = fake.requests[0];
    expect(request).toEqual({
      method: 'GET',
      url: 'http://127.0.0.1:4010/api/thing/a%20b?from_date=2024-01-01',
      headers: { Accept: 'application/json', 'Accept-Language': 'se', Authorization: 'Bearer abc' },
      credentials: 'include',
      timeoutMs: 300_000,
    });
    expect(sent?.params).toEqual(input.query);
    for (const [name, value] of Object.entries(request.headers)) {
      expect(sent?.headers[name]).toBe(value);
    }
    expect(api.http.defaults.timeout).toBe(request.timeoutMs);
  });

  it('describes a payload as JSON, and a call’s own language', () => {
    const { api } = prepared();
    const { request } = api.prepare(postThing, { body: { a: 1 } }, { language: 'fi' });
    expect(request).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(request.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'fi',
    });
  });

  it('maps what the transport reports with the effects of any call’s failure', () => {
    const { api, input, onUnauthorized, onTermsNotSigned, seen } = prepared();
    const call = api.prepare(byId, input);
    const unauthorized = call.fail({ kind: 'status', status: 401, body: { message: 'No.' } });
    expect(unauthorized).toMatchObject({ kind: 'unauthorized', status: 401, serverMessage: 'No.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const terms = { message: TERMS_NOT_SIGNED_MESSAGE };
    expect(call.fail({ kind: 'status', status: 403, body: terms }).kind).toBe('terms-not-signed');
    expect(onTermsNotSigned).toHaveBeenCalledTimes(1);
    const invalid = { message: 'm', errors: { from_date: ['bad', 'worse'] } };
    const validation = call.fail({ kind: 'status', status: 422, body: invalid });
    expect(validation.fieldErrors).toEqual({ from_date: 'bad' });
    expect(call.fail({ kind: 'timeout' }).kind).toBe('timeout');
    expect(call.fail({ kind: 'invalid-response', message: 'Row 1' }).kind).toBe('invalid-response');
    expect(seen).toEqual([true, true, true, false]);
  });

  it('keeps a 401 that the call expects from ending the session', () => {
    const { api, onUnauthorized } = prepared();
    const call = api.prepare(postThing, { body: {} }, ANONYMOUS);
    expect(call.fail({ kind: 'status', status: 401, body: '' }).kind).toBe('unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('probes with a prepared GET that found the gateway unreachable, through the client', async () => {
    const { api, fake, input } = prepared();
    expect(api.prepare(byId, input).fail({ kind: 'network', message: 'down' }).kind).toBe(
      'network',
    );
    await api.probe();
    expect(fake.requests.map((r) => [r.method, r.path, r.params])).toEqual([
      ['GET', 'api/thing/a%20b', input.query],
    ]);
  });
});
