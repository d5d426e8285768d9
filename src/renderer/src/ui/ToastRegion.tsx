import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/app-services.ts';
import { dismissToastAtom, toastsAtom, type Toast } from '../state/atoms.ts';
import styles from './ToastRegion.module.css';

/** How long a toast stays before it goes by itself. */
export const TOAST_MS = 10_000;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const { clock } = useServices();
  const dismiss = useSetAtom(dismissToastAtom);
  const { id, persistent } = toast;
  useEffect(
    () => (persistent ? undefined : clock.setTimeout(() => dismiss(id), TOAST_MS)),
    [clock, dismiss, id, persistent],
  );
  return (
    <div className={styles[toast.tone]}>
      <p className={styles.text}>{t(toast.messageKey)}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('common:dismissNotification')}
        onClick={() => dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The toast region: a polite live region (role=status) that is always in the page. */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className={styles.region} role="status" aria-label={t('common:notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
