import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioChartProps } from './PortfolioChart.tsx';
import styles from './PortfolioChart.module.css';

// Its own chunk: the chart's code is loaded only when a portfolio shows it.
const PortfolioChart = lazy(() => import('./PortfolioChart.tsx'));

/** The portfolio chart, with a placeholder of its size while its code loads. */
export function LazyPortfolioChart(props: PortfolioChartProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder} role="status">
          {t('chart:loading')}
        </div>
      }
    >
      <PortfolioChart {...props} />
    </Suspense>
  );
}
