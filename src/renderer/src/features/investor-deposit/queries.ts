import { queryOptions } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import type { DateRange } from '#shared/domain/date-range.ts';
import type { ApiClient } from '../../api/client.ts';

export const portfolioKeys = {
  all: ['portfolio'] as const,
  kpis: (depositId: string, range: DateRange) =>
    [...portfolioKeys.all, 'kpis', depositId, range.from, range.to] as const,
};

/** GET api/investor/deposit/{id}: the portfolio's figures for a range (investor.md §7). */
export function kpisQuery(api: ApiClient, depositId: string, range: DateRange) {
  return queryOptions({
    queryKey: portfolioKeys.kpis(depositId, range),
    queryFn: () =>
      api.call(investorApi.kpis, {
        params: { id: depositId },
        query: { from_date: range.from, to_date: range.to },
      }),
  });
}

/**
 * The figures as the page's parts other than their own section read them (the last view, idle
 * money, withdraw, the walk-through). Some of those mount in the render after the first
 * (`useDeferredMount`), when the figures' answer may already have come: they do not ask for it
 * again on mounting (a second five-year request). Stale figures are still asked for as the page
 * mounts, by the figures' own section, which every live portfolio page has.
 */
export function followingKpisQuery(api: ApiClient, depositId: string, range: DateRange) {
  return queryOptions({ ...kpisQuery(api, depositId, range), refetchOnMount: false });
}
