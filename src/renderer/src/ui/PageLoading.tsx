import { useTranslation } from 'react-i18next';
import styles from './PageLoading.module.css';
import { Spinner } from './Spinner.tsx';

/** A busy status: the spinner and what is going on ("Loading…" unless told). */
export function PageLoading({ label, busy }: { label?: string; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-busy={busy}>
      <Spinner />
      <span>{label ?? t('common:loading')}</span>
    </div>
  );
}
