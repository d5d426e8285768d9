import type { TaxYearsRequest } from './protocol.ts';

/** A tax-years job for a person's deposit, as the main thread posts it to the loader worker. */
export const taxYearsRequest: TaxYearsRequest = {
  job: 'tax-years',
  request: {
    method: 'GET',
    url: 'http://x/t',
    headers: {},
    credentials: 'include',
    timeoutMs: 5000,
  },
  source: { kind: 'deposit', portfolioId: 'D1' },
  context: { holder: 'person', today: '2026-03-01' },
};
