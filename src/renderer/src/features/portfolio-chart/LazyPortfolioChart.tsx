import { lazy } from 'react';
import { ChartSuspense } from '../../ui/line-chart/index.ts';
import type { PortfolioChartProps } from './PortfolioChart.tsx';

// Its own chunk: the chart's code is loaded only when a portfolio shows it.
const PortfolioChart = lazy(() => import('./PortfolioChart.tsx'));

/** The portfolio chart, with a placeholder of its size while its code loads. */
export function LazyPortfolioChart(props: PortfolioChartProps) {
  return (
    <ChartSuspense>
      <PortfolioChart {...props} />
    </ChartSuspense>
  );
}
