import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { taxYearsOfAnswer } from './fetch-tax-years.ts';
import { createTaxYearsLoader } from './load-tax-years.ts';
import type { TaxYearsRequest, WorkerAnswer } from './protocol.ts';
import type { WorkerLike } from './spawn-worker.ts';

const context = { holder: 'person', today: '2026-02-01' } as const;

/** A worker the test answers for; it keeps what it was sent. */
function fakeWorker() {
  const posted: unknown[] = [];
  let onMessage: (event: MessageEvent<unknown>) => void = () => undefined;
  const worker: WorkerLike = {
    postMessage: (message) => posted.push(message),
    addEventListener: (type: string, listener: (event: MessageEvent<unknown>) => void) => {
      if (type === 'message') onMessage = listener;
    },
    terminate: () => undefined,
  };
  const answer = (data: WorkerAnswer) => onMessage(new MessageEvent('message', { data }));
  return { worker, posted, answer };
}

function setup() {
  const fake = fakeWorker();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    apiBaseUrl: 'http://127.0.0.1:4010',
    adapter: createFakeApi().adapter,
    onUnauthorized,
    onTermsNotSigned: vi.fn(),
  });
  const load = createTaxYearsLoader({ api, spawnWorker: () => fake.worker });
  return { ...fake, load, onUnauthorized };
}

describe('createTaxYearsLoader', () => {
  it('asks the worker for the whole history of the deposit and resolves with its years', async () => {
    const { load, posted, answer } = setup();
    const source = {
      kind: 'deposit',
      depositId: 'D1',
      fromDate: '2021-01-01',
      toDate: '2026-02-01',
    } as const;
    const loading = load(source, context, new AbortController().signal);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const sent = posted[0] as TaxYearsRequest;
    expect(sent).toMatchObject({
      job: 'tax-years',
      source: { kind: 'deposit', portfolioId: 'D1' },
      context,
    });
    expect(sent.request.url).toBe(
      'http://127.0.0.1:4010/api/investor/deposit/D1/transaction?type=ALL&from_date=2021-01-01&to_date=2026-02-01',
    );
    answer({ kind: 'tax-years', years: [] });
    await expect(loading).resolves.toEqual([]);
  });

  it('reads a legacy portfolio through its own call and maps a 401 as any call', async () => {
    const { load, posted, answer, onUnauthorized } = setup();
    const loading = load(
      { kind: 'legacy', legacyUserId: 7 },
      context,
      new AbortController().signal,
    );
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0] as TaxYearsRequest).request.url).toContain(
      'api/legacy/transactions?legacy_user_id=7',
    );
    answer({ kind: 'status', status: 401, body: {} });
    const error: unknown = await loading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('taxYearsOfAnswer', () => {
  const message = (source: TaxYearsRequest['source']): TaxYearsRequest => ({
    job: 'tax-years',
    request: { method: 'GET', url: 'x', headers: {}, credentials: 'include', timeoutMs: 1 },
    source,
    context,
  });

  it('computes the years of a deposit answer as the gateway sends it', () => {
    const body = {
      data: [
        {
          created: '2025-04-01T09:00:00.000Z',
          from: 'LN1',
          to: 'D1',
          amount: 12.5,
          type: 'INTEREST_PAID',
        },
        {
          created: '2025-04-01T09:00:00.000Z',
          from: 'D1',
          to: 'Vertaislaina Oy',
          amount: -6.25,
          type: 'ADMINISTRATION_FEE',
        },
      ],
    };
    const answer = taxYearsOfAnswer(message({ kind: 'deposit', portfolioId: 'D1' }), body);
    expect(answer).toMatchObject({
      kind: 'tax-years',
      years: [{ year: 2025, interestCents: 1250, costsCents: 625, netInterestCents: 625 }],
    });
  });

  it('refuses a legacy answer whose rows are not legacy transactions', () => {
    expect(() => taxYearsOfAnswer(message({ kind: 'legacy' }), { data: [{ x: 1 }] })).toThrow();
  });
});
