import { kpiRange } from '#shared/domain/date-range.ts';
import { useServices } from '../../services/app-services.ts';
import { useHelsinkiToday } from '../../ui/date-range/index.ts';
import { investorAgreementsQuery } from '../contract/index.ts';
import { kpisQuery, type InvestorDeposit } from '../investor-deposit/index.ts';
import {
  firstListRequest,
  transactionTableQuery,
  useFetchOnRender,
} from '../transactions/index.ts';
import { useTransactionsLoader } from '../transactions-loader/index.ts';

/**
 * The live page's first requests leave together as the page renders, the list's first, then the
 * figures' and the agreements' status (a person's page shows it): none waits for the page's
 * effects, which on a busy machine can come after the list's answer, so none leaves after
 * another's answer has come. Each section still observes its own query, with the same keys
 * (KpiSection's first range, TransactionsSection's first list), and a query already asked for
 * is not asked again.
 */
export function useFirstRequestsOnRender(deposit: InvestorDeposit): void {
  const { api } = useServices();
  const load = useTransactionsLoader();
  const today = useHelsinkiToday();
  useFetchOnRender(transactionTableQuery(load, firstListRequest(deposit.id, today)));
  useFetchOnRender(kpisQuery(api, deposit.id, kpiRange(today, deposit.firstCreatedOn)));
  useFetchOnRender(investorAgreementsQuery(api), deposit.companyId === null);
}
