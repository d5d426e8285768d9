import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyApi } from '#shared/api/company.ts';
import { signsAlone } from '#shared/domain/signing-right.ts';
import type { ApiClient } from '../../api/client.ts';
import { useServices } from '../../services/app-services.ts';
import { useProfile } from '../profile/index.ts';
import type { InvestorDeposit } from './investor-deposit.ts';

export const signingRightKeys = {
  status: (businessCode: string) => ['company', 'signing-right', businessCode] as const,
};

/** POST api/company/signing-right-status: the user's signing right in a company (investor.md §7). */
export function signingRightQuery(api: ApiClient, businessCode: string) {
  return queryOptions({
    queryKey: signingRightKeys.status(businessCode),
    queryFn: () =>
      api.call(companyApi.signingRightStatus, { body: { business_code: businessCode } }),
  });
}

/**
 * Whether the user may withdraw from and switch autoinvest of a deposit (investor.md §4
 * Autoinvest, §6): always on their own; on a company's only when they sign alone (status 2),
 * as the signing-right status fetched for the company says.
 */
export type DepositPermission = 'pending' | 'allowed' | 'not-allowed' | 'failed';

export function depositPermission(
  deposit: Pick<InvestorDeposit, 'companyId'>,
  signingRight: { status: number } | undefined,
  failed: boolean,
): DepositPermission {
  if (deposit.companyId === null) return 'allowed';
  if (failed) return 'failed';
  if (!signingRight) return 'pending';
  return signsAlone(signingRight.status) ? 'allowed' : 'not-allowed';
}

export function useDepositPermission(deposit: InvestorDeposit): DepositPermission {
  const { api } = useServices();
  const profile = useProfile();
  const businessCode =
    deposit.companyId === null
      ? null
      : (profile.data?.companies.find((company) => company.id === deposit.companyId)
          ?.business_code ?? null);
  const status = useQuery({
    ...signingRightQuery(api, businessCode ?? ''),
    enabled: businessCode !== null,
  });
  const unknownCompany = deposit.companyId !== null && profile.isSuccess && businessCode === null;
  return depositPermission(deposit, status.data, status.isError || unknownCompany);
}
