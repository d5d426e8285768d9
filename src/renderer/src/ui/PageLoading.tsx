import { useTranslation } from 'react-i18next';
import styles from './PageLoading.module.css';

/** The turning ring of a busy indicator; its text is beside it. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

/** A busy status: the ring and what is going on ("Loading…" unless told). */
export function PageLoading({ label, busy }: { label?: string; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-busy={busy}>
      <Spinner />
      <span>{label ?? t('common:loading')}</span>
    </div>
  );
}
