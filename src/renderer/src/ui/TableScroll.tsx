import type { ReactNode } from 'react';
import styles from './TableScroll.module.css';

/**
 * A data table's own sideways scroll box, so that a narrow or zoomed window (200 %) scrolls the
 * table, never the page (WCAG 1.4.10). It takes the focus, so the keyboard can scroll it too,
 * and is a group named like its table (by `labelledBy`, an element's id, or `label`).
 */
export function TableScroll({
  labelledBy,
  label,
  children,
}: {
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    // The box scrolls with the arrow keys once focused: it needs a place in the tab order.
    <div
      className={styles.scroll}
      role="group"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {children}
    </div>
  );
}
