import { queryOptions } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import type { ApiClient } from '../../api/client.ts';

export const autosellStatusKeys = {
  all: ['autosell-status'] as const,
  of: (depositId: string) => [...autosellStatusKeys.all, depositId] as const,
};

/**
 * GET …/auto-sell/status (investor.md §7): whether an autosell runs, what it asked and what is
 * left to sell. The #withdraw section shows its progress; the autoinvest switch is hidden while
 * one runs.
 */
export function autosellStatusQuery(api: ApiClient, depositId: string) {
  return queryOptions({
    queryKey: autosellStatusKeys.of(depositId),
    queryFn: () => api.call(investorApi.autosellStatus, { params: { id: depositId } }),
    staleTime: 0,
  });
}
