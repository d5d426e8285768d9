import type { IsoDate } from '#shared/domain/finance/dates.ts';

/** A line's colour, from the design tokens (--color-chart-*): light, dark and forced colours. */
export type ChartTone = 'value' | 'invested' | 'free';

/** One line of a chart: a value for each of the chart's dates. */
export interface ChartSeries {
  key: string;
  /** Its name in the readout (and the legend it doubles as). */
  name: string;
  tone: ChartTone;
  values: ArrayLike<number>;
}

/** What the chart draws: the dates along the x axis and the lines over them. */
export interface ChartData {
  dates: readonly IsoDate[];
  series: readonly ChartSeries[];
}
