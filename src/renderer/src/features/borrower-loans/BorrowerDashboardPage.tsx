import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { languageAtom } from '../../state/atoms.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { LoansOverview } from './LoansOverview.tsx';
import { applyForLoanLink } from './apply-link.ts';
import styles from './borrower-loans.module.css';
import buttons from '../../ui/button.module.css';

/**
 * /dashboard/borrower: the loan list and the apply-for-a-new-loan button, which opens the
 * marketing site in the user's language (borrower-and-shared.md §2 Borrower). The desktop app has
 * no marketing site around it, so it always offers its own calculator beside it (issue 12): the
 * start page, which prices a loan and starts the application with it.
 */
export function BorrowerDashboardPage() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <article>
      <LoansOverview headingLevel="h1" />
      <div className={styles.actions}>
        <ExternalLink className={buttons.primary} href={applyForLoanLink(language)}>
          {t('borrower:apply')}
        </ExternalLink>
        <Link className={buttons.secondary} to={PATHS.loanApplication}>
          {t('borrower:calculate')}
        </Link>
      </div>
    </article>
  );
}
