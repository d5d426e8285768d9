import { queryOptions } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import type { ApiClient } from '../../api/client.ts';

export const withdrawKeys = {
  all: ['withdraw'] as const,
  autosellStatus: (depositId: string) => [...withdrawKeys.all, 'autosell', depositId] as const,
};

/** GET …/auto-sell/status: whether an autosell runs, what it asked and what is left to sell. */
export function autosellStatusQuery(api: ApiClient, depositId: string) {
  return queryOptions({
    queryKey: withdrawKeys.autosellStatus(depositId),
    queryFn: () => api.call(investorApi.autosellStatus, { params: { id: depositId } }),
    staleTime: 0,
  });
}
