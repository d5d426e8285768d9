import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { investorApi } from '#shared/api/investor.ts';
import { formatEuros } from '#shared/domain/finance/index.ts';
import { useServices } from '../../services/app-services.ts';
import { portfolioKeys } from '../investor-deposit/index.ts';
import { transactionKeys } from '../transactions/index.ts';
import { scheduleKpiReloads } from './reload-schedule.ts';

/** What the user confirmed: an amount, with or without selling the part above the free capital. */
export interface WithdrawalRequest {
  amountCents: number;
  autosell: boolean;
}

/**
 * POST …/withdraw (within the free capital) or …/auto-sell/withdraw (above it, and the "stop and
 * withdraw what has been collected" of an autosell running: money-requests.ts).
 */
export function useWithdrawMutation(depositId: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ amountCents, autosell }: WithdrawalRequest) => {
      const input = { params: { id: depositId }, body: { amount: formatEuros(amountCents) } };
      return autosell
        ? api.call(investorApi.autosellWithdraw, input)
        : api.call(investorApi.withdraw, input);
    },
  });
}

/** POST …/auto-sell/cancel. */
export function useAutosellCancelMutation(depositId: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: () => api.call(investorApi.autosellCancel, { params: { id: depositId } }),
  });
}

/**
 * The KPIs of every range (the figures and the chart's). A function: the portfolio feature may
 * still be loading when this module is (it mounts the withdraw route).
 */
const kpiKeys = () => [...portfolioKeys.all, 'kpis'] as const;

/** Reloads the KPIs and the transactions for the ranges they are shown for. */
export function useReloadPortfolio() {
  const { queryClient } = useServices();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
  }, [queryClient]);
}

/**
 * After a successful withdrawal (investor.md §4): the KPIs and transactions reload at once, and
 * the KPIs again after 5 s and after 20 s while the free capital is still what it was before.
 * `currentFreeCapital` reads the figures the section shows.
 */
export function useReloadAfterWithdrawal(currentFreeCapital: () => number | undefined) {
  const { queryClient, clock } = useServices();
  const reloadPortfolio = useReloadPortfolio();
  const cancel = useRef<(() => void) | null>(null);
  const read = useRef(currentFreeCapital);
  useEffect(() => {
    read.current = currentFreeCapital;
  }, [currentFreeCapital]);
  useEffect(() => () => cancel.current?.(), []);
  return useCallback(
    (freeCapitalBefore: number) => {
      reloadPortfolio();
      cancel.current?.();
      cancel.current = scheduleKpiReloads(clock, {
        freeCapitalBefore,
        currentFreeCapital: () => read.current(),
        reload: () => void queryClient.invalidateQueries({ queryKey: kpiKeys() }),
      });
    },
    [clock, queryClient, reloadPortfolio],
  );
}
