import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioKpis } from '#shared/api/investor.ts';
import { kpiStart, type DateRange } from '#shared/domain/date-range.ts';
import { useServices } from '../../app/services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { DateRangePicker, useHelsinkiToday } from '../../ui/date-range/index.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { LazyPortfolioChart } from '../portfolio-chart/index.ts';
import { transactionTableQuery, useLoadFailedToast } from '../transactions/index.ts';
import { useTransactionsLoader } from '../transactions-loader/index.ts';
import type { InvestorDeposit } from './investor-deposit.ts';
import { KPI_FIGURES, kpiText } from './kpi-figures.ts';
import { kpisQuery } from './queries.ts';
import styles from './portfolio.module.css';

function KpiList({ kpis }: { kpis: PortfolioKpis }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <dl className={styles.kpis}>
      {KPI_FIGURES.map((figure) => {
        const shown = kpiText(kpis, figure, language);
        if (shown === 'absent') return null;
        return (
          <div key={figure[0]} className={styles.kpi}>
            <dt>{t(`portfolio:kpis.${figure[0]}`)}</dt>
            <dd>{shown === 'not-computed' ? t('portfolio:kpis.notAvailable') : shown.text}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * The portfolio's figures (investor.md §3) for their own range, by default from the KPI start
 * (one day before the first deposit, or two months back) to today; the chart goes under them.
 */
export function KpiSection({ deposit }: { deposit: InvestorDeposit }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { api } = useServices();
  const today = useHelsinkiToday();
  const [range, setRange] = useState<DateRange>(() => ({
    from: kpiStart(today, deposit.firstCreatedOn),
    to: today,
  }));
  const kpis = useQuery(kpisQuery(api, deposit.id, range));
  useLoadFailedToast(kpis);
  // The chart under the figures is drawn from every transaction of their range.
  const load = useTransactionsLoader();
  const moves = useQuery(
    transactionTableQuery(load, {
      depositId: deposit.id,
      type: 'ALL',
      fromDate: range.from,
      toDate: range.to,
    }),
  );
  return (
    <section id="portfolio" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('portfolio:kpis.title')}</h2>
      <DateRangePicker
        label={t('portfolio:kpis.range')}
        value={range}
        today={today}
        onChange={setRange}
      />
      {kpis.isPending ? <PageLoading /> : null}
      {kpis.data ? <KpiList kpis={kpis.data} /> : null}
      {kpis.data && moves.data ? (
        <LazyPortfolioChart
          table={moves.data}
          fromDate={range.from}
          toDate={range.to}
          atEnd={{
            freeCents: kpis.data.free_capital,
            investedCents: kpis.data.active_investments,
          }}
        />
      ) : null}
    </section>
  );
}
