import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { formatDate } from '#shared/domain/format.ts';
import styles from './LineChart.module.css';
import type { ChartSeries } from './series.ts';
import { SWATCH_CLASS } from './tones.ts';

/**
 * The values of one date, above the plot (so it never covers a line): the date, then each line's
 * swatch, name and value; it is the chart's legend too.
 */
export function Readout(props: {
  date: IsoDate;
  index: number;
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}) {
  const { date, index, series, formatValue } = props;
  return (
    <p className={styles.readout}>
      <span className={styles.readoutDate}>{formatDate(date)}</span>
      {series.map((line) => (
        <span key={line.key} className={styles.readoutValue}>
          <span className={`${styles.swatch} ${SWATCH_CLASS[line.tone]}`} aria-hidden="true" />
          {line.name} <strong>{formatValue(line.values[index] as number)}</strong>
        </span>
      ))}
    </p>
  );
}
