import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BorrowerLoan } from '#shared/api/borrower.ts';
import { BASIS_POINTS_PER_UNIT } from '#shared/domain/finance/index.ts';
import { formatDate, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { LazyLineChart, type ChartSeries } from '../../ui/line-chart/index.ts';
import { reducingRatePath } from './rate-path.ts';
import styles from './borrower-loans.module.css';
import visuallyHidden from '../../ui/visually-hidden.module.css';

/** Rate ticks are at least 0.1 percentage points (one step of the reducing product) apart. */
const MIN_TICK_STEP_BASIS_POINTS = 10;

/**
 * The reducing product's nominal rate if every remaining installment is paid on time
 * (borrower-and-shared.md §1), drawn as a line with a readout, said in a sentence and listed in
 * a table for screen readers. Nothing when no installment remains.
 */
export function RateChart({ loan }: { loan: BorrowerLoan }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const titleId = useId();
  const path = useMemo(() => reducingRatePath(loan), [loan]);
  const rate = useCallback(
    (basisPoints: number) => formatPercent(basisPoints / BASIS_POINTS_PER_UNIT, language),
    [language],
  );
  const name = t('borrower:detail.chart.columns.rate');
  const chart = useMemo(
    () => ({
      dates: path.map((point) => point.dueDate),
      series: [
        {
          key: 'rate',
          name,
          tone: 'value',
          values: Float64Array.from(path, (point) => point.basisPoints),
        } satisfies ChartSeries,
      ],
    }),
    [path, name],
  );
  const first = path[0];
  const last = path.at(-1);
  if (!first || !last) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('borrower:detail.chart.title')}</h2>
      <p>
        {t('borrower:detail.chart.text', {
          from: rate(first.basisPoints),
          fromDate: formatDate(first.dueDate),
          to: rate(last.basisPoints),
          toDate: formatDate(last.dueDate),
        })}
      </p>
      <LazyLineChart
        dates={chart.dates}
        series={chart.series}
        label={t('borrower:detail.chart.label')}
        readerLabel={t('chart:reader.rate')}
        unit="instalment"
        formatValue={rate}
        minStep={MIN_TICK_STEP_BASIS_POINTS}
      />
      <table className={visuallyHidden.hidden}>
        <caption>{t('borrower:detail.chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('borrower:detail.chart.columns.dueDate')}</th>
            <th scope="col">{t('borrower:detail.chart.columns.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {path.map((point) => (
            <tr key={point.dueDate}>
              <th scope="row">{formatDate(point.dueDate)}</th>
              <td>{rate(point.basisPoints)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
