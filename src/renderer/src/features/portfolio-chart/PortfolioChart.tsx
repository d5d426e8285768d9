import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import type { TransactionTable } from '#shared/domain/transaction-table.ts';
import { languageAtom } from '../../state/atoms.ts';
import styles from './PortfolioChart.module.css';
import { portfolioSeries, summarize, type Balances, type PortfolioSeries } from './series.ts';
import LineChart from '../../ui/line-chart/LineChart.tsx';
import type { ChartSeries } from '../../ui/line-chart/index.ts';
import visuallyHidden from '../../ui/visually-hidden.module.css';

export interface PortfolioChartProps {
  table: TransactionTable;
  /** YYYY-MM-DD, Helsinki calendar dates. */
  fromDate: string;
  toDate: string;
  /** The balances at the end of the range (from the KPIs); without them the lines show changes. */
  atEnd?: Balances;
}

const LINES = ['value', 'invested', 'free'] as const;

/** Value ticks are at least a euro apart. */
const MIN_TICK_STEP_CENTS = 100;

/** What a series is computed from: the table, the range and the end balances' figures. */
interface SeriesInput {
  table: TransactionTable;
  fromDate: string;
  toDate: string;
  freeCents: number | undefined;
  investedCents: number | undefined;
}

interface Computed {
  input: SeriesInput;
  series: PortfolioSeries | null;
}

const sameInput = (a: SeriesInput, b: SeriesInput): boolean =>
  a.table === b.table &&
  a.fromDate === b.fromDate &&
  a.toDate === b.toDate &&
  a.freeCents === b.freeCents &&
  a.investedCents === b.investedCents;

/**
 * The daily series of the props, computed in slices after the render (a million rows); null
 * while the series of these props is not ready.
 */
function useSeries(props: PortfolioChartProps): Computed | null {
  const [computed, setComputed] = useState<Computed | null>(null);
  const { table, fromDate, toDate } = props;
  const freeCents = props.atEnd?.freeCents;
  const investedCents = props.atEnd?.investedCents;
  useEffect(() => {
    const controller = new AbortController();
    const input = { table, fromDate, toDate, freeCents, investedCents };
    const atEnd =
      freeCents === undefined || investedCents === undefined
        ? undefined
        : { freeCents, investedCents };
    portfolioSeries(table, fromDate, toDate, controller.signal, atEnd).then(
      (series) => setComputed({ input, series }),
      () => {
        if (!controller.signal.aborted) setComputed({ input, series: null });
      },
    );
    return () => controller.abort();
  }, [table, fromDate, toDate, freeCents, investedCents]);
  const input = { table, fromDate, toDate, freeCents, investedCents };
  return computed && sameInput(computed.input, input) ? computed : null;
}

/**
 * Portfolio value, invested and free capital over the range, day by day, derived from the
 * range's transactions (see capital-moves.ts), with a readout by pointer and keyboard and the
 * figures as a table for screen readers. Loaded lazily (see LazyPortfolioChart).
 */
export default function PortfolioChart(props: PortfolioChartProps) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const computed = useSeries(props);
  const titleId = useId();
  const range = { from: formatDate(props.fromDate), to: formatDate(props.toDate) };
  const money = useCallback((cents: number) => formatCents(cents, language), [language]);
  const series = computed?.series;
  const lines = useMemo(
    () =>
      series
        ? LINES.map((key): ChartSeries => ({
            key,
            name: t(`chart:series.${key}`),
            tone: key,
            values: series[key],
          }))
        : [],
    [series, t],
  );

  if (computed === null) {
    return (
      <div className={styles.placeholder} role="status">
        {t('chart:computing')}
      </div>
    );
  }
  if (!series) return <p role="alert">{t('chart:failed')}</p>;

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId}>
        {t(props.atEnd ? 'chart:title' : 'chart:titleChanges', range)}
      </figcaption>
      <LineChart
        dates={series.dates}
        series={lines}
        label={t('chart:label', range)}
        readerLabel={t('chart:reader.portfolio')}
        unit="day"
        formatValue={money}
        minStep={MIN_TICK_STEP_CENTS}
      />
      <table className={visuallyHidden.hidden}>
        <caption>{t('chart:tableCaption', range)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart:columns.series')}</th>
            <th scope="col">{t('chart:columns.start')}</th>
            <th scope="col">{t('chart:columns.end')}</th>
            <th scope="col">{t('chart:columns.min')}</th>
            <th scope="col">{t('chart:columns.max')}</th>
          </tr>
        </thead>
        <tbody>
          {LINES.map((key) => {
            const summary = summarize(series[key]);
            return (
              <tr key={key}>
                <th scope="row">{t(`chart:series.${key}`)}</th>
                <td>{summary ? money(summary.start) : t('chart:none')}</td>
                <td>{summary ? money(summary.end) : t('chart:none')}</td>
                <td>{summary ? money(summary.min) : t('chart:none')}</td>
                <td>{summary ? money(summary.max) : t('chart:none')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
