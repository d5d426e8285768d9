import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Starts a query that has never been fetched as the component renders rather than in the
 * effects after the page's render, so that its request leaves before those of the components
 * rendered above it. TanStack's `usePrefetchQuery`, except that a query another component has
 * only observed (disabled, as the offline view does with the list) is fetched too. `enabled`:
 * false asks for nothing.
 */
export function useFetchOnRender<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
  enabled = true,
) {
  const client = useQueryClient();
  if (!enabled) return;
  const state = client.getQueryState(options.queryKey);
  const neverFetched =
    state === undefined ||
    (state.dataUpdatedAt === 0 && state.errorUpdatedAt === 0 && state.fetchStatus === 'idle');
  if (neverFetched) client.query(options).catch(() => undefined);
}
