import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kpiRange, type DateRange } from '#shared/domain/date-range.ts';
import { useServices } from '../../services/app-services.ts';
import { DateRangePicker, useHelsinkiToday } from '../../ui/date-range/index.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useLoadFailedToast } from '../transactions/index.ts';
import { KpiChart } from './KpiChart.tsx';
import {
  FigureTiles,
  KPI_FIGURES,
  kpisQuery,
  type InvestorDeposit,
} from '../investor-deposit/index.ts';
import styles from './portfolio.module.css';

/**
 * The portfolio's figures (investor.md §3) for their own range, by default from the KPI start
 * (one day before the first deposit, or two months back) to today, with the chart under them.
 */
export function KpiSection({
  deposit,
  withChart,
}: {
  deposit: InvestorDeposit;
  /** The chart under the figures (the portfolio page; the dashboard keeps to the summary). */
  withChart: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { api } = useServices();
  const today = useHelsinkiToday();
  const [range, setRange] = useState<DateRange>(() => kpiRange(today, deposit.firstCreatedOn));
  const kpis = useQuery(kpisQuery(api, deposit.id, range));
  useLoadFailedToast(kpis);
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
      {kpis.data ? (
        <FigureTiles figures={kpis.data} list={KPI_FIGURES} namespace="portfolio" />
      ) : null}
      {withChart && kpis.data ? (
        <KpiChart depositId={deposit.id} range={range} kpis={kpis.data} />
      ) : null}
    </section>
  );
}
