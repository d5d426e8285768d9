import { describe, expect, it, vi } from 'vitest';
import type { WorkerAnswer } from './protocol.ts';
import { taxYearsOnDemand } from './tax-job-on-demand.ts';
import { taxYearsRequest } from './tax-years-request.fixture.ts';

const message = taxYearsRequest;

describe('the tax job on demand', () => {
  it('loads the job and answers what it answers, with the worker’s fetch', async () => {
    const answer: WorkerAnswer = { kind: 'tax-years', years: [] };
    const fetchTaxYears = vi.fn(() => Promise.resolve(answer));
    await expect(
      taxYearsOnDemand(message, fetch, () => Promise.resolve({ fetchTaxYears })),
    ).resolves.toBe(answer);
    expect(fetchTaxYears).toHaveBeenCalledWith(message, fetch);
  });

  it('answers a job that cannot be loaded as a network failure', async () => {
    const failed = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(taxYearsOnDemand(message, fetch, failed)).resolves.toEqual({
      kind: 'network',
      message: 'The tax statement loader did not load',
    });
  });
});
