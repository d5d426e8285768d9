import { useQuery } from '@tanstack/react-query';
import { kpiRange } from '#shared/domain/date-range.ts';
import { useServices } from '../../services/app-services.ts';
import { useHelsinkiToday } from '../../ui/date-range/index.ts';
import { followingKpisQuery, type InvestorDeposit } from '../investor-deposit/index.ts';
import { useProfile } from '../profile/index.ts';
import { walkthroughOutcomeQuery } from './queries.ts';
import { showsWalkthrough } from './walkthrough-visibility.ts';

/**
 * Whether the walk-through shows for the portfolio's deposit, and for which user: the portfolio
 * value of the KPIs for their default range (the same query as the figures on the page), the
 * first deposit account's creation against the app's clock, and the remembered outcome. Nothing
 * shows until all three are known.
 */
export function useWalkthroughShown(deposit: InvestorDeposit): number | null {
  const { api, bridge, clock } = useServices();
  const today = useHelsinkiToday();
  const profile = useProfile();
  const userId = profile.data?.id ?? null;
  const firstDeposit = profile.data?.deposits[0];
  const kpis = useQuery(
    followingKpisQuery(api, deposit.id, kpiRange(today, deposit.firstCreatedOn)),
  );
  const outcome = useQuery({
    ...walkthroughOutcomeQuery(bridge, userId ?? 0),
    enabled: userId !== null,
  });
  if (userId === null || !firstDeposit || !kpis.data || outcome.data === undefined) return null;
  const shown = showsWalkthrough({
    companyDeposit: deposit.companyId !== null,
    portfolioValueCents: kpis.data.portfolio_value,
    firstDepositCreatedAt: firstDeposit.created_at,
    now: clock.now(),
    outcome: outcome.data,
  });
  return shown ? userId : null;
}
