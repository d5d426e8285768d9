import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { BorrowerLoan } from '#shared/api/borrower.ts';
import { BORROWER_PAYMENT_ACCOUNT } from '#shared/domain/borrower-payment-account.ts';
import { formatCents, formatDate, formatReferenceNumber } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { FigureGrid } from '../../ui/FigureGrid.tsx';
import styles from './borrower-loans.module.css';

export const NEXT_INSTALMENT_ANCHOR = 'next-installment';

/**
 * The next installment and how to pay it (borrower-and-shared.md §9): the fixed payment
 * account, the provider company as receiver and the loan's reference number, grouped.
 */
export function NextInstalment({ loan }: { loan: BorrowerLoan }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = `${NEXT_INSTALMENT_ANCHOR}-heading`;
  const next = loan.next_instalment;
  return (
    <section id={NEXT_INSTALMENT_ANCHOR} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('borrower:detail.next.title')}</h2>
      {next === null ? (
        <p>{t('borrower:detail.next.none')}</p>
      ) : (
        <FigureGrid
          className={styles.figures}
          figures={[
            { label: t('borrower:detail.next.dueDate'), value: formatDate(next.due_date) },
            {
              label: t('borrower:detail.next.amount'),
              value: formatCents(next.total_due_amount, language),
            },
            { label: t('borrower:detail.next.account'), value: BORROWER_PAYMENT_ACCOUNT.iban },
            { label: t('borrower:detail.next.receiver'), value: BORROWER_PAYMENT_ACCOUNT.receiver },
            {
              label: t('borrower:detail.next.reference'),
              value: formatReferenceNumber(loan.reference_number),
            },
          ]}
        />
      )}
    </section>
  );
}
