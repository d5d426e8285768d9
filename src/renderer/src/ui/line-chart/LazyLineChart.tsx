import { lazy } from 'react';
import { ChartSuspense } from './ChartSuspense.tsx';
import type { LineChartProps } from './LineChart.tsx';

// Its own chunk: loaded only when a page shows a chart.
const LineChart = lazy(() => import('./LineChart.tsx'));

/** The line chart, with a placeholder of its size while its code loads. */
export function LazyLineChart(props: LineChartProps) {
  return (
    <ChartSuspense>
      <LineChart {...props} />
    </ChartSuspense>
  );
}
