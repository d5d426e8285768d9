import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defaultRange, kpiRange } from '#shared/domain/date-range.ts';
import { depositViewKey } from '#shared/offline-view.ts';
import { useServices } from '../../services/app-services.ts';
import { useHelsinkiToday } from '../../ui/date-range/index.ts';
import { followingKpisQuery, type InvestorDeposit } from '../investor-deposit/index.ts';
import { firstListRequest, transactionTableQuery } from '../transactions/index.ts';
import { useTransactionsLoader } from '../transactions-loader/index.ts';
import { depositLastView } from './deposit-view.ts';
import { useLastView, type LastViewState } from './use-last-view.ts';

/**
 * The figures and the list the page opens with (the KPI start to today; the list's month, all
 * types), as its sections ask for them (one request serves both). The figures are observed as
 * an active query, so that the offline banner's retries ask for them while the page shows its
 * last view; the list is only read from the cache.
 */
export function useDepositSeenQueries(deposit: InvestorDeposit) {
  const { api } = useServices();
  const load = useTransactionsLoader();
  const today = useHelsinkiToday();
  const figuresRange = useMemo(
    () => kpiRange(today, deposit.firstCreatedOn),
    [today, deposit.firstCreatedOn],
  );
  const listRange = useMemo(() => defaultRange(today), [today]);
  const kpis = useQuery(followingKpisQuery(api, deposit.id, figuresRange));
  const list = useQuery({
    ...transactionTableQuery(load, firstListRequest(deposit.id, today)),
    enabled: false,
  });
  return { kpis, list, figuresRange, listRange };
}

/** The fair-credit portfolio's last view (person or company): kept while live, shown offline. */
export function useDepositLastView(deposit: InvestorDeposit): LastViewState {
  const { kpis, list, figuresRange, listRange } = useDepositSeenQueries(deposit);
  const seen = useMemo(
    () =>
      kpis.data && list.data
        ? depositLastView({
            depositId: deposit.id,
            kpis: kpis.data,
            figuresRange,
            table: list.data,
            listRange,
            seenAt: Math.max(kpis.dataUpdatedAt, list.dataUpdatedAt),
          })
        : null,
    [
      deposit.id,
      kpis.data,
      kpis.dataUpdatedAt,
      list.data,
      list.dataUpdatedAt,
      figuresRange,
      listRange,
    ],
  );
  return useLastView(depositViewKey(deposit.id), seen, kpis);
}
