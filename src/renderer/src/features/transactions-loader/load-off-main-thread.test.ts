import { describe, expect, it, vi } from 'vitest';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import type {
  TransactionTable,
  TransactionTableRequest,
} from '#shared/domain/transaction-table.ts';
import { createApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { compactTransactions, transferablesOf } from './compact-table.ts';
import { createTransactionsLoader } from './load-off-main-thread.ts';
import type { TableRequest, WorkerAnswer, WorkerMessage } from './protocol.ts';
import type { WorkerLike } from './spawn-worker.ts';

/** A stand-in for the module worker (jsdom has no Worker): the test answers for it. */
class FakeWorker implements WorkerLike {
  posted: TableRequest[] = [];
  terminated = false;
  private listeners = new Map<string, ((event: MessageEvent<unknown>) => void)[]>();
  postMessage(message: unknown) {
    this.posted.push(message as TableRequest);
  }
  addEventListener(type: string, listener: (event: MessageEvent<unknown>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: WorkerMessage) {
    for (const listener of this.listeners.get('message') ?? []) {
      listener(new MessageEvent('message', { data }));
    }
  }
  fail() {
    for (const listener of this.listeners.get('error') ?? []) {
      listener(new MessageEvent('error'));
    }
  }
}

const request: TransactionTableRequest = {
  depositId: 'D 1',
  type: 'ALL',
  fromDate: '2020-01-01',
  toDate: '2024-12-31',
};

function setup(options: { token?: string } = {}) {
  const worker = new FakeWorker();
  const onUnauthorized = vi.fn();
  const onTermsNotSigned = vi.fn();
  const fake = createFakeApi();
  const api = createApiClient({
    apiBaseUrl: 'http://127.0.0.1:4010',
    adapter: fake.adapter,
    language: () => 'se',
    onUnauthorized,
    onTermsNotSigned,
    // Web mode: the hook adds the bearer from the web vault.
    ...(options.token ? { requestHook: () => ({ Authorization: `Bearer ${options.token}` }) } : {}),
  });
  const load = createTransactionsLoader({ api, spawnWorker: () => worker });
  /** Lets the loader prepare its request and post it to the worker. */
  const posted = async () => {
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    return (worker.posted[0] as TableRequest).request;
  };
  return { worker, load, posted, fake, onUnauthorized, onTermsNotSigned };
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

describe('loadTransactionsOffMainThread', () => {
  it('asks the worker for the GET the API client would send, token in a header only', async () => {
    const { load, posted, worker, fake } = setup({ token: 'SECRET' });
    void load(request, new AbortController().signal).catch(() => undefined);
    const sent = await posted();
    expect(sent.url).toBe(
      'http://127.0.0.1:4010/api/investor/deposit/D%201/transaction?type=ALL&from_date=2020-01-01&to_date=2024-12-31',
    );
    expect(sent.headers).toMatchObject({
      Accept: 'application/json',
      'Accept-Language': 'se',
      Authorization: 'Bearer SECRET',
    });
    expect(sent.url).not.toContain('SECRET');
    expect(Object.keys(sent.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(sent.credentials).toBe('include');
    expect(sent.timeoutMs).toBe(300_000);
    // Nothing went out through the page's own transport.
    expect(fake.requests).toHaveLength(0);
    worker.answer({ kind: 'network', message: 'x' });
  });

  it('sends no Authorization header in Electron, where main adds it', async () => {
    const { load, posted, worker } = setup();
    void load(request, new AbortController().signal).catch(() => undefined);
    expect(Object.keys((await posted()).headers)).not.toContain('Authorization');
    worker.answer({ kind: 'timeout' });
  });

  it('resolves with a table over the transferred columns and ends the worker', async () => {
    const { load, posted, worker } = setup();
    const loading = load(request, new AbortController().signal);
    await posted();
    const columns = compactTransactions([
      {
        created: '2024-05-01T09:30:00.000Z',
        from: 'bank',
        to: 'portfolio',
        amount: 20,
        type: 'DEPOSIT',
      },
    ]);
    expect(transferablesOf(columns)).toHaveLength(5);
    worker.answer({ kind: 'table', columns });
    const table = await loading;
    expect(table.length).toBe(1);
    expect(table.rowAt(0)).toMatchObject({ amountCents: 2000, type: 'DEPOSIT' });
    expect(worker.terminated).toBe(true);
  });

  it('hands over the first rows the worker posts before its answer, then resolves with the whole', async () => {
    const { load, posted, worker } = setup();
    const firsts: TransactionTable[] = [];
    let done = false;
    const loading = load(request, new AbortController().signal, (first) => firsts.push(first));
    void loading.then(() => (done = true));
    await posted();
    expect(worker.posted[0]).toMatchObject({ job: 'table', firstRows: 16 });
    const row = {
      created: '2024-05-01T09:30:00.000Z',
      from: 'bank',
      to: 'portfolio',
      amount: 20,
      type: 'DEPOSIT',
    };
    worker.answer({ kind: 'first-rows', columns: compactTransactions([row]) });
    expect(firsts.map((first) => first.rowAt(0).amountCents)).toEqual([2000]);
    await Promise.resolve();
    expect(done).toBe(false);
    expect(worker.terminated).toBe(false);
    worker.answer({ kind: 'table', columns: compactTransactions([row, row]) });
    expect((await loading).length).toBe(2);
  });

  it('maps a 401 like the API client: the session ends, and the error is unauthorized', async () => {
    const { load, posted, worker, onUnauthorized } = setup();
    const loading = failure(load(request, new AbortController().signal));
    await posted();
    worker.answer({ kind: 'status', status: 401, body: { message: 'Unauthenticated.' } });
    expect((await loading).kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('maps the unsigned-terms 403, a 500, a 422, a network failure and a timeout', async () => {
    const cases: [WorkerAnswer, string][] = [
      [
        { kind: 'status', status: 403, body: { message: TERMS_NOT_SIGNED_MESSAGE } },
        'terms-not-signed',
      ],
      [{ kind: 'status', status: 500, body: '' }, 'server'],
      [
        { kind: 'status', status: 422, body: { message: 'm', errors: { to_date: ['bad'] } } },
        'validation',
      ],
      [{ kind: 'network', message: 'Failed to fetch' }, 'network'],
      [{ kind: 'timeout' }, 'timeout'],
      [{ kind: 'invalid-response', message: 'Row 3: no type' }, 'invalid-response'],
    ];
    for (const [answer, kind] of cases) {
      const { load, posted, worker, onTermsNotSigned, onUnauthorized } = setup();
      const loading = failure(load(request, new AbortController().signal));
      await posted();
      worker.answer(answer);
      const error = await loading;
      expect(error.kind).toBe(kind);
      expect(onTermsNotSigned).toHaveBeenCalledTimes(kind === 'terms-not-signed' ? 1 : 0);
      expect(onUnauthorized).not.toHaveBeenCalled();
      if (kind === 'validation') expect(error.fieldErrors).toEqual({ to_date: 'bad' });
    }
  });

  it('treats a worker that fails to start as a network failure', async () => {
    const { load, posted, worker } = setup();
    const loading = failure(load(request, new AbortController().signal));
    await posted();
    worker.fail();
    expect((await loading).kind).toBe('network');
  });

  it('stops the worker when the load is aborted', async () => {
    const { load, posted, worker } = setup();
    const controller = new AbortController();
    const loading = failure(load(request, controller.signal));
    await posted();
    controller.abort();
    expect((await loading).kind).toBe('canceled');
    expect(worker.terminated).toBe(true);
  });

  it('does not start a worker for a load aborted before it began', async () => {
    const { load, worker } = setup();
    const controller = new AbortController();
    controller.abort();
    expect((await failure(load(request, controller.signal))).kind).toBe('canceled');
    expect(worker.posted).toHaveLength(0);
  });
});
