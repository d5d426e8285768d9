import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PortfolioKpis } from '#shared/api/investor.ts';
import type { DateRange } from '#shared/domain/date-range.ts';
import { LazyPortfolioChart } from '../portfolio-chart/index.ts';
import { transactionKeys, transactionTableQuery } from '../transactions/index.ts';
import { useTransactionsLoader } from '../transactions-loader/index.ts';

/**
 * True once nothing of the deposit's transactions is being fetched: the list on the same page
 * gets the marketplace's answer first, and the chart's own (often far larger) range is asked for
 * after it. Once true it stays true, so the chart's own fetch does not hold itself back.
 */
function useListSettled(depositId: string): boolean {
  const fetching = useIsFetching({ queryKey: transactionKeys.deposit(depositId) });
  const [settled, setSettled] = useState(false);
  if (!settled && fetching === 0) setSettled(true);
  return settled;
}

/**
 * The chart under the figures: every transaction of the figures' range, drawn as the portfolio
 * value and the invested and free capital day by day, ending at the figures' balances.
 */
export function KpiChart(props: { depositId: string; range: DateRange; kpis: PortfolioKpis }) {
  const { depositId, range, kpis } = props;
  const load = useTransactionsLoader();
  const afterList = useListSettled(depositId);
  const moves = useQuery({
    ...transactionTableQuery(load, {
      depositId,
      type: 'ALL',
      fromDate: range.from,
      toDate: range.to,
    }),
    enabled: afterList,
  });
  if (!moves.data) return null;
  return (
    <LazyPortfolioChart
      table={moves.data}
      fromDate={range.from}
      toDate={range.to}
      atEnd={{ freeCents: kpis.free_capital, investedCents: kpis.active_investments }}
    />
  );
}
