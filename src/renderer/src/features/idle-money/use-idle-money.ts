import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { idleEpisode, type DayBalances, type IdleEpisode } from '#shared/domain/idle-money.ts';
import { useServices } from '../../services/app-services.ts';
import { autoinvestStatusQuery } from '../autoinvest/index.ts';
import type { InvestorDeposit } from '../investor-deposit/index.ts';
import { useDepositSeenQueries } from '../offline-view/index.ts';
import { portfolioSeries } from '../portfolio-chart/index.ts';

/**
 * The deposit's idle-money episode, or null, from what the page already has (no call of its
 * own): the list's month of transactions (all types), worked back day by day from the figures'
 * free capital and active investments today, as the chart does, and the autoinvest switch.
 */
export function useIdleMoney(deposit: InvestorDeposit): IdleEpisode | null {
  const { api } = useServices();
  const { kpis, list, listRange } = useDepositSeenQueries(deposit);
  const autoinvest = useQuery({ ...autoinvestStatusQuery(api, deposit.id), enabled: false });
  const [days, setDays] = useState<DayBalances[] | null>(null);
  useEffect(() => {
    if (!kpis.data || !list.data) return;
    const controller = new AbortController();
    const atEnd = {
      freeCents: kpis.data.free_capital,
      investedCents: kpis.data.active_investments,
    };
    portfolioSeries(list.data, listRange.from, listRange.to, controller.signal, atEnd).then(
      (series) =>
        setDays(
          series.dates.map((date, day) => ({
            date,
            freeCents: series.free[day] ?? 0,
            valueCents: series.value[day] ?? 0,
          })),
        ),
      // Aborted: the page moved on.
      () => undefined,
    );
    return () => controller.abort();
  }, [kpis.data, list.data, listRange]);
  const on = autoinvest.data ? autoinvest.data.is_enabled && autoinvest.data.is_active : false;
  return days === null ? null : idleEpisode(days, on);
}
