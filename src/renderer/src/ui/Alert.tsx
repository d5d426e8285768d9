import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'danger' | 'warning' | 'info' | 'success';

/**
 * A message in the page. Danger and warning are alerts (announced at once); info and success
 * are polite status messages.
 */
export function Alert({ tone = 'danger', children }: { tone?: AlertTone; children: ReactNode }) {
  const role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div className={styles[tone]} role={role}>
      {children}
    </div>
  );
}
