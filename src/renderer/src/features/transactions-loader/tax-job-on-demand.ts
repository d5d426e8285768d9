import type { fetchTaxYears } from './fetch-tax-years.ts';
import type { TaxYearsRequest, WorkerAnswer } from './protocol.ts';

type TaxJob = { fetchTaxYears: typeof fetchTaxYears };

const importTaxJob = (): Promise<TaxJob> => import('./fetch-tax-years.ts');

/**
 * The worker's tax job, imported when one is asked for: it checks a legacy history with zod,
 * which the list's job does without, so a worker started for the list is ready sooner (zod was
 * four fifths of its code). A job that cannot be loaded is answered as a network failure, never
 * left without an answer.
 */
export function taxYearsOnDemand(
  message: TaxYearsRequest,
  fetchFn: typeof fetch,
  load: () => Promise<TaxJob> = importTaxJob,
): Promise<WorkerAnswer> {
  return load().then(
    (job) => job.fetchTaxYears(message, fetchFn),
    (): WorkerAnswer => ({ kind: 'network', message: 'The tax statement loader did not load' }),
  );
}
