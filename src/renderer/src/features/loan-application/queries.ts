import { queryOptions } from '@tanstack/react-query';
import { borrowerApi } from '#shared/api/borrower.ts';
import type { ApiClient } from '../../api/client.ts';

/** Query keys of the loan application; every step reads the active application through these. */
export const loanApplicationKeys = {
  all: ['loan-application'] as const,
  active: () => [...loanApplicationKeys.all, 'active'] as const,
  banks: (id: number | null) => [...loanApplicationKeys.all, 'banks', id] as const,
  kreditzScoring: (id: number) => [...loanApplicationKeys.all, 'kreditz-scoring', id] as const,
  kreditzRedirect: (id: number | null) =>
    [...loanApplicationKeys.all, 'kreditz-redirect', id] as const,
};

/** GET api/borrower/loan-application/active: the application in progress, or null. */
export function activeApplicationQuery(api: ApiClient) {
  return queryOptions({
    queryKey: loanApplicationKeys.active(),
    queryFn: () => api.call(borrowerApi.activeApplication),
  });
}

/** GET …/aisp/banks: the banks an account-information provider offers, once there is an application. */
export function aispBanksQuery(api: ApiClient, id: number | null) {
  return queryOptions({
    queryKey: loanApplicationKeys.banks(id),
    queryFn: () => api.call(borrowerApi.aispBanks, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** GET …/kreditz/scoring-check: the embedded frame's scoring, polled; never kept once left. */
export function kreditzScoringQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: loanApplicationKeys.kreditzScoring(id),
    queryFn: () => api.call(borrowerApi.kreditzScoringCheck, { params: { id } }),
    gcTime: 0,
  });
}

/**
 * GET …/kreditz/redirect: the provider session of one visit. Never refetched while framed (that
 * would restart the flow), and a new visit asks for a new one.
 */
export function kreditzRedirectQuery(api: ApiClient, id: number | null) {
  return queryOptions({
    queryKey: loanApplicationKeys.kreditzRedirect(id),
    queryFn: () => api.call(borrowerApi.kreditzRedirect, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
