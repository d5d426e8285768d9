import { SafeHtml } from './safe-html.tsx';
import styles from './document.module.css';

/**
 * A long server document (the terms, a contract) in its own scroll box, named by `label`. The
 * box takes the focus, so a keyboard user can scroll it (WCAG 2.1.1).
 */
export function DocumentBox({ label, html, lang }: { label: string; html: string; lang?: string }) {
  return (
    <div className={styles.box} role="document" aria-label={label} tabIndex={0}>
      <SafeHtml html={html} lang={lang} />
    </div>
  );
}
