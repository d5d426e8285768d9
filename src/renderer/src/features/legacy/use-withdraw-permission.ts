import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../services/app-services.ts';
import {
  depositPermission,
  signingRightQuery,
  type DepositPermission,
} from '../investor-deposit/index.ts';
import type { LegacyPortfolioOwner } from './portfolio-owner.ts';

/**
 * Whether the user may withdraw from the portfolio (investor.md §5): always from their own; from
 * a company's only when they sign for it alone, as `api/company/signing-right-status` says.
 */
export function useWithdrawPermission(owner: LegacyPortfolioOwner): DepositPermission {
  const { api } = useServices();
  const businessCode = owner.company?.businessCode ?? null;
  const status = useQuery({
    ...signingRightQuery(api, businessCode ?? ''),
    enabled: businessCode !== null,
  });
  return depositPermission({ companyId: owner.company?.id ?? null }, status.data, status.isError);
}
