/*
 * The portfolio chart (issue 8): value, invested and free capital over a range, derived from
 * its transactions. Only the lazy wrapper is exported, so the chart stays out of the entry chunk.
 */
export { LazyPortfolioChart } from './LazyPortfolioChart.tsx';
export type { PortfolioChartProps } from './PortfolioChart.tsx';
export type { Balances } from './series.ts';
// The day-by-day balances the chart draws, without drawing: idle money reads them too.
export { portfolioSeries } from './series.ts';
