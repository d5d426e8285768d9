import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineChartProps } from './LineChart.tsx';
import styles from './LineChart.module.css';

// Its own chunk: loaded only when a page shows a chart.
const LineChart = lazy(() => import('./LineChart.tsx'));

/** The line chart, with a placeholder of its height while its code loads. */
export function LazyLineChart(props: LineChartProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder} role="status">
          {t('chart:loading')}
        </div>
      }
    >
      <LineChart {...props} />
    </Suspense>
  );
}
