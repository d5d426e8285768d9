import { useQuery } from '@tanstack/react-query';
import { legacyApi } from '#shared/api/legacy.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { useServices } from '../../services/app-services.ts';
import { profileQuery } from '../profile/index.ts';
import { useTaxYearsLoader, type TaxHistorySource } from '../transactions-loader/index.ts';
import { holderName, type TaxOwner } from './tax-subject.ts';

const taxKeys = {
  years: (source: TaxHistorySource, holder: string) => ['tax-statement', source, holder] as const,
  legacyDetails: () => ['tax-statement', 'legacy-details'] as const,
};

/**
 * Every year's figures of the portfolio's history, read in the transaction worker once asked
 * for (`enabled`): the whole history is a long read, so the page does not start it by itself.
 */
export function useTaxYears(
  source: TaxHistorySource,
  owner: TaxOwner,
  today: IsoDate,
  enabled: boolean,
) {
  const load = useTaxYearsLoader();
  const holder = owner.companyId === null ? 'person' : 'company';
  return useQuery({
    queryKey: taxKeys.years(source, holder),
    queryFn: ({ signal }) => load(source, { holder, today }, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The statement's holder name: from the profile, or the legacy login's personal details. */
export function useHolderName(owner: TaxOwner, enabled: boolean): string | null {
  const { api } = useServices();
  // Only a signed-in user has a profile: in the legacy login `api/user` would end the session.
  const profile = useQuery({ ...profileQuery(api), enabled: enabled && owner.signedIn });
  const legacy = useQuery({
    queryKey: taxKeys.legacyDetails(),
    queryFn: () => api.call(legacyApi.personalDetails),
    enabled: enabled && !owner.signedIn,
    staleTime: 60_000,
  });
  return holderName(owner, owner.signedIn ? profile.data : undefined, legacy.data);
}
