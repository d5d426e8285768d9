import { queryOptions } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import type { ApiClient } from '../../api/client.ts';

export const autoinvestKeys = {
  all: ['autoinvest'] as const,
  status: (depositId: string) => [...autoinvestKeys.all, 'status', depositId] as const,
};

/** GET api/investor/deposit/{id}/auto-invest/status (investor.md §7). */
export function autoinvestStatusQuery(api: ApiClient, depositId: string) {
  return queryOptions({
    queryKey: autoinvestKeys.status(depositId),
    queryFn: () => api.call(investorApi.autoinvestStatus, { params: { id: depositId } }),
  });
}
