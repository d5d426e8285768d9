import styles from './Spinner.module.css';

/**
 * The turning arc of a busy indicator; its text, if any, is beside it. An SVG with no text, so
 * the start-up shell (app/BootShell.tsx) can show it before the app's texts are in.
 */
export function Spinner() {
  return (
    <svg className={styles.spinner} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
    </svg>
  );
}
