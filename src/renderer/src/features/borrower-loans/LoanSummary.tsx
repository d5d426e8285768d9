import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BorrowerLoan } from '#shared/api/borrower.ts';
import { formatCents, formatDate, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { LoanBadge } from './LoanBadge.tsx';
import { effectiveInterest, loanProgress, totalPayable } from './loan-figures.ts';
import { FigureGrid } from '../../ui/FigureGrid.tsx';
import styles from './borrower-loans.module.css';

/**
 * The loan's information (borrower-and-shared.md §3 Borrower loan, §9): id, state, amount,
 * nominal and effective interest, total payable, remaining debt and the loan progress. The
 * effective interest is not sent: a note under the figures says how it is counted and from
 * which payout day, and whether the loan's data showed that day or it had to be assumed.
 */
export function LoanSummary({ loan }: { loan: BorrowerLoan }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const noteId = useId();
  const effective = effectiveInterest(loan);
  const rate = effective?.annualPercentageRate ?? null;
  const progress = loanProgress(loan.total_amount, loan.remaining_debt);
  const figures: ReadonlyArray<readonly [string, string]> = [
    ['loanId', loan.mambu_loan_id],
    ['amount', formatCents(loan.total_amount, language)],
    ...(effective?.payout === 'from-installments'
      ? [['paidOut', formatDate(effective.paidOutOn)] as const]
      : []),
    ['nominal', formatPercent(loan.interest_rate, language)],
    [
      'effective',
      rate === null ? t('borrower:detail.summary.notAvailable') : formatPercent(rate, language),
    ],
    ['totalPayable', formatCents(totalPayable(loan.instalments), language)],
    ['remaining', formatCents(loan.remaining_debt, language)],
    ['progress', formatPercent(progress, language)],
  ];
  const note =
    effective === null || rate === null
      ? null
      : t(
          effective.payout === 'from-installments'
            ? 'borrower:detail.summary.effectiveNote'
            : 'borrower:detail.summary.effectiveAssumedNote',
          { date: formatDate(effective.paidOutOn) },
        );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('borrower:detail.summary.title')}</h2>
      <FigureGrid
        className={styles.figures}
        figures={[
          {
            label: t('borrower:detail.summary.state'),
            value: <LoanBadge state={loan.loanAccountState} />,
          },
          ...figures.map(([key, value]) => ({
            label: t(`borrower:detail.summary.${key}`),
            value,
            describedBy: key === 'effective' && note !== null ? noteId : undefined,
          })),
        ]}
      />
      {note !== null && (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      )}
      <progress
        className={styles.progress}
        max={1}
        value={progress}
        aria-label={t('borrower:detail.summary.progressLabel')}
      />
    </section>
  );
}
