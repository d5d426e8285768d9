import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BorrowerLoan } from '#shared/api/borrower.ts';
import { formatCents } from '#shared/domain/format.ts';
import { PATHS } from '../../navigation/paths.ts';
import { languageAtom } from '../../state/atoms.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * The debt-collection screen (borrower-and-shared.md §2, §4): heading, the loan id, the amount
 * in collection (the remaining debt) and Back to /dashboard; nothing else of the loan.
 */
export function DebtCollectionNotice({ loan }: { loan: BorrowerLoan }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <article className={layout.narrow}>
      <h1>{t('borrower:debtCollection.title')}</h1>
      <p>{t('borrower:debtCollection.loan', { id: loan.mambu_loan_id })}</p>
      <p>
        {t('borrower:debtCollection.amount', {
          amount: formatCents(loan.remaining_debt, language),
        })}
      </p>
      <Link className={buttons.primary} to={PATHS.dashboard}>
        {t('borrower:debtCollection.back')}
      </Link>
    </article>
  );
}
