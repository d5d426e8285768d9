/*
 * The line chart over dates that the portfolio chart and the borrower's rate path draw with: the
 * layout is pure (layout.ts, ticks.ts, cursor.ts), the component is LineChart.tsx. A chart that is
 * not in a lazy chunk of its own takes LazyLineChart, so the chart's code is loaded only when shown.
 */
export { ChartSuspense } from './ChartSuspense.tsx';
export { LazyLineChart } from './LazyLineChart.tsx';
export type { LineChartProps } from './LineChart.tsx';
export type { ChartSeries, ChartTone } from './series.ts';
