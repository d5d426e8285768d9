import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ChartSuspense.module.css';

/** A lazily loaded chart, with a placeholder of its size while its code loads. */
export function ChartSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder} role="status">
          {t('chart:loading')}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
