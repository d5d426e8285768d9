import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioKpis } from '#shared/api/investor.ts';
import { kpiStart, type DateRange } from '#shared/domain/date-range.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { DateRangePicker, useHelsinkiToday } from '../../ui/date-range/index.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useLoadFailedToast } from '../transactions/index.ts';
import { KpiChart } from './KpiChart.tsx';
import {
  KPI_FIGURES,
  kpiText,
  kpisQuery,
  type InvestorDeposit,
} from '../investor-deposit/index.ts';
import styles from './portfolio.module.css';
import tiles from '../../ui/figure-tiles.module.css';

function KpiList({ kpis }: { kpis: PortfolioKpis }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <dl className={tiles.tiles}>
      {KPI_FIGURES.map((figure) => {
        const shown = kpiText(kpis, figure, language);
        if (shown === 'absent') return null;
        return (
          <div key={figure[0]} className={tiles.tile}>
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
  const [range, setRange] = useState<DateRange>(() => ({
    from: kpiStart(today, deposit.firstCreatedOn),
    to: today,
  }));
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
      {kpis.data ? <KpiList kpis={kpis.data} /> : null}
      {withChart && kpis.data ? (
        <KpiChart depositId={deposit.id} range={range} kpis={kpis.data} />
      ) : null}
    </section>
  );
}
