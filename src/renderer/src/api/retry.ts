import { isTransient } from './errors.ts';

/** At most this many retries of a GET query after a transient failure. */
export const MAX_QUERY_RETRIES = 2;

/** react-query's `retry` for queries (all GETs): only network, timeout and 5xx, limited. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isTransient(error);
}
