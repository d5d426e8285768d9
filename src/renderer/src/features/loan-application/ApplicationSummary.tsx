import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { LoanApplication } from '#shared/api/borrower.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';

/** The application's amount, term and date (the start page's summary). */
export function ApplicationSummary({
  application,
}: {
  application: Pick<LoanApplication, 'amount' | 'terms' | 'created_at'>;
}) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <dl>
      <dt>{t('loanApplication:summary.amount')}</dt>
      <dd>{formatCents(application.amount, language)}</dd>
      <dt>{t('loanApplication:summary.term')}</dt>
      <dd>{application.terms}</dd>
      <dt>{t('loanApplication:summary.created')}</dt>
      <dd>{formatDate(application.created_at)}</dd>
    </dl>
  );
}
