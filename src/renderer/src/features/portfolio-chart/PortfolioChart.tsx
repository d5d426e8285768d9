import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import type { TransactionTable } from '#shared/domain/transaction-table.ts';
import { languageAtom } from '../../state/atoms.ts';
import { PLOT, linePath, yDomain } from './line-path.ts';
import styles from './PortfolioChart.module.css';
import { portfolioSeries, summarize, type Balances, type PortfolioSeries } from './series.ts';
import visuallyHidden from '../../ui/visually-hidden.module.css';

export interface PortfolioChartProps {
  table: TransactionTable;
  /** YYYY-MM-DD, Helsinki calendar dates. */
  fromDate: string;
  toDate: string;
  /** The balances at the end of the range (from the KPIs); without them the lines show changes. */
  atEnd?: Balances;
}

const LINES = [
  { key: 'value', className: styles.value, swatch: styles.swatchValue },
  { key: 'invested', className: styles.invested, swatch: styles.swatchInvested },
  { key: 'free', className: styles.free, swatch: styles.swatchFree },
] as const;

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
 * range's transactions (see capital-moves.ts), with the figures as a table for screen readers.
 * Loaded lazily (see LazyPortfolioChart).
 */
export default function PortfolioChart(props: PortfolioChartProps) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const computed = useSeries(props);
  const titleId = useId();
  const range = { from: formatDate(props.fromDate), to: formatDate(props.toDate) };

  if (computed === null) {
    return (
      <div className={styles.placeholder} role="status">
        {t('chart:computing')}
      </div>
    );
  }
  if (computed.series === null) return <p role="alert">{t('chart:failed')}</p>;
  const series = computed.series;
  const lines = LINES.map((line) => ({ ...line, data: series[line.key] }));
  const domain = yDomain(lines.map((line) => line.data));
  const money = (cents: number) => formatCents(cents, language);

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId}>
        {t(props.atEnd ? 'chart:title' : 'chart:titleChanges', range)}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${PLOT.width} ${PLOT.height + 16}`}
        role="img"
        aria-label={t('chart:label', range)}
      >
        <line
          className={styles.axis}
          x1={PLOT.left}
          x2={PLOT.width - PLOT.right}
          y1={PLOT.height - PLOT.bottom}
          y2={PLOT.height - PLOT.bottom}
        />
        {lines.map((line) => (
          <path
            key={line.key}
            className={`${styles.line} ${line.className}`}
            d={linePath(line.data, domain)}
          />
        ))}
        <text className={styles.tick} x={PLOT.left} y={PLOT.height + 12}>
          {range.from}
        </text>
        <text
          className={styles.tick}
          x={PLOT.width - PLOT.right}
          y={PLOT.height + 12}
          textAnchor="end"
        >
          {range.to}
        </text>
        <text className={styles.tick} x={PLOT.left} y={PLOT.top + 10}>
          {money(domain.max)}
        </text>
        <text className={styles.tick} x={PLOT.left} y={PLOT.height - PLOT.bottom - 4}>
          {money(domain.min)}
        </text>
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {lines.map((line) => (
          <li key={line.key}>
            <span className={`${styles.swatch} ${line.swatch}`} />
            {t(`chart:series.${line.key}`)}
          </li>
        ))}
      </ul>
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
          {lines.map((line) => {
            const summary = summarize(line.data);
            return (
              <tr key={line.key}>
                <th scope="row">{t(`chart:series.${line.key}`)}</th>
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
