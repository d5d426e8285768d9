import { useTranslation } from 'react-i18next';
import { loanBadge } from './loan-state.ts';
import styles from './borrower-loans.module.css';

/** A loan's account state as a coloured badge with its text (§4 Loan account state). */
export function LoanBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  const badge = loanBadge(state);
  return <span className={`${styles.badge} ${styles[badge]}`}>{t(`borrower:badge.${badge}`)}</span>;
}
