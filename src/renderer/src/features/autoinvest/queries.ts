import { queryOptions } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import type { ApiClient } from '../../api/client.ts';

export const autoinvestKeys = {
  all: ['autoinvest'] as const,
  status: (depositId: string) => [...autoinvestKeys.all, 'status', depositId] as const,
  autosell: (depositId: string) => [...autoinvestKeys.all, 'autosell', depositId] as const,
};

/** GET api/investor/deposit/{id}/auto-invest/status (investor.md §7). */
export function autoinvestStatusQuery(api: ApiClient, depositId: string) {
  return queryOptions({
    queryKey: autoinvestKeys.status(depositId),
    queryFn: () => api.call(investorApi.autoinvestStatus, { params: { id: depositId } }),
  });
}

/** GET api/investor/deposit/{id}/auto-sell/status: the toggle is hidden while one is active. */
export function autosellStatusQuery(api: ApiClient, depositId: string) {
  return queryOptions({
    queryKey: autoinvestKeys.autosell(depositId),
    queryFn: () => api.call(investorApi.autosellStatus, { params: { id: depositId } }),
  });
}
