import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { LoanInstalment } from '#shared/api/borrower.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { KeyedPlanTable } from '../../ui/PlanTable.tsx';
import { byDueDate } from './loan-figures.ts';
import { instalmentStatus } from './loan-state.ts';
import styles from './borrower-loans.module.css';

/** The installments by due date with the state map of §4, 10 rows then more or fewer. */
export function PaymentPlan({ instalments }: { instalments: readonly LoanInstalment[] }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const money = (cents: number) => formatCents(cents, language);
  return (
    <KeyedPlanTable
      className={styles.section}
      heading={(id) => <h2 id={id}>{t('borrower:detail.plan.title')}</h2>}
      rows={byDueDate(instalments)}
      rowKey={(row) => row.encoded_key}
      columns={[
        {
          header: t('borrower:detail.plan.columns.dueDate'),
          cell: (row) => formatDate(row.due_date),
        },
        {
          header: t('borrower:detail.plan.columns.total'),
          cell: (row) => money(row.total_due_amount),
        },
        {
          header: t('borrower:detail.plan.columns.principal'),
          cell: (row) => money(row.principal_due),
        },
        {
          header: t('borrower:detail.plan.columns.interest'),
          cell: (row) => money(row.interest_due),
        },
        { header: t('borrower:detail.plan.columns.fees'), cell: (row) => money(row.fees_due) },
        {
          header: t('borrower:detail.plan.columns.paid'),
          cell: (row) => money(row.total_paid_amount),
        },
        {
          header: t('borrower:detail.plan.columns.status'),
          cell: (row) => t(`borrower:detail.plan.status.${instalmentStatus(row.state)}`),
        },
      ]}
    />
  );
}
