import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { PaymentPlanRow } from '#shared/api/borrower.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { PlanTable } from '../../ui/PlanTable.tsx';
import styles from './loan-offer.module.css';

/** The offer's payment plan: the first 10 installments, then 10 more at a time, or fewer again. */
export function PaymentPlanTable({ rows }: { rows: readonly PaymentPlanRow[] }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const cents = (value: number) => formatCents(value, language);
  return (
    <PlanTable
      className={styles.section}
      heading={(id) => <h2 id={id}>{t('loanOffer:plan.title')}</h2>}
      rows={rows}
      columns={[
        { header: t('loanOffer:plan.dueDate'), cell: (row) => formatDate(row.dueDate) },
        { header: t('loanOffer:plan.totalDue'), amount: true, cell: (row) => cents(row.totalDue) },
        {
          header: t('loanOffer:plan.principal'),
          amount: true,
          cell: (row) => cents(row.principalAmount),
        },
        {
          header: t('loanOffer:plan.interest'),
          amount: true,
          cell: (row) => cents(row.interestAmount),
        },
        { header: t('loanOffer:plan.fees'), amount: true, cell: (row) => cents(row.fees) },
      ]}
    />
  );
}
