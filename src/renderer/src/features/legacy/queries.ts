import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { legacyApi, legacyPortfolioApi } from '#shared/api/legacy.ts';

export const legacyKeys = {
  all: ['legacy'] as const,
  personalDetails: () => [...legacyKeys.all, 'personal-details'] as const,
  portfolio: (userId: number) => [...legacyKeys.all, 'portfolio', userId] as const,
  transactions: (userId: number) => [...legacyKeys.all, 'transactions', userId] as const,
};

export function legacyPersonalDetailsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: legacyKeys.personalDetails(),
    queryFn: () => api.call(legacyApi.personalDetails),
    staleTime: 60_000,
  });
}

/**
 * GET api/legacy/portfolio: the old portfolio's figures. The call takes only the legacy user
 * (investor.md §7): the figures are the legacy system's own for StartTime to EndTime; another
 * range's are worked out from the transactions (legacy-kpi-range.ts).
 */
export function legacyPortfolioQuery(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: legacyKeys.portfolio(userId),
    queryFn: () =>
      api.call(legacyPortfolioApi.portfolio, { query: { legacy_user_id: String(userId) } }),
  });
}

/**
 * GET api/legacy/transactions: every transaction of the old portfolio. The call has no date
 * query (investor.md §7), so the picker's range filters them here in the client.
 */
export function legacyTransactionsQuery(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: legacyKeys.transactions(userId),
    queryFn: () =>
      api.call(legacyPortfolioApi.transactions, { query: { legacy_user_id: String(userId) } }),
  });
}
