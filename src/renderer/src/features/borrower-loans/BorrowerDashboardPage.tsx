import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '../../state/atoms.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { LoansOverview } from './LoansOverview.tsx';
import { applyForLoanLink } from './apply-link.ts';
import styles from './borrower-loans.module.css';

/**
 * /dashboard/borrower: the loan list and the apply-for-a-new-loan button, which opens the
 * marketing site in the user's language (borrower-and-shared.md §2 Borrower).
 */
export function BorrowerDashboardPage() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <article className="page">
      <LoansOverview headingLevel="h1" />
      <div className={styles.actions}>
        <ExternalLink className="button button--primary" href={applyForLoanLink(language)}>
          {t('borrower:apply')}
        </ExternalLink>
      </div>
    </article>
  );
}
