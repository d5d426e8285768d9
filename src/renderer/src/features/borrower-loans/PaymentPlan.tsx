import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanInstalment } from '#shared/api/borrower.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { PlanPagingControls, usePlanPaging } from '../../ui/plan-paging.tsx';
import { byDueDate } from './loan-figures.ts';
import { instalmentStatus } from './loan-state.ts';
import styles from './borrower-loans.module.css';
import { TableScroll } from '../../ui/TableScroll.tsx';
import tables from '../../ui/data-table.module.css';

/** The installments by due date with the state map of §4, 10 rows then more or fewer. */
export function PaymentPlan({ instalments }: { instalments: readonly LoanInstalment[] }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const paging = usePlanPaging(byDueDate(instalments));
  const money = (cents: number) => formatCents(cents, language);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('borrower:detail.plan.title')}</h2>
      <TableScroll labelledBy={headingId}>
        <table className={tables.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('borrower:detail.plan.columns.dueDate')}</th>
              <th scope="col">{t('borrower:detail.plan.columns.total')}</th>
              <th scope="col">{t('borrower:detail.plan.columns.principal')}</th>
              <th scope="col">{t('borrower:detail.plan.columns.interest')}</th>
              <th scope="col">{t('borrower:detail.plan.columns.fees')}</th>
              <th scope="col">{t('borrower:detail.plan.columns.paid')}</th>
              <th scope="col">{t('borrower:detail.plan.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {paging.rows.map((row) => (
              <tr key={row.encoded_key}>
                <td>{formatDate(row.due_date)}</td>
                <td>{money(row.total_due_amount)}</td>
                <td>{money(row.principal_due)}</td>
                <td>{money(row.interest_due)}</td>
                <td>{money(row.fees_due)}</td>
                <td>{money(row.total_paid_amount)}</td>
                <td>{t(`borrower:detail.plan.status.${instalmentStatus(row.state)}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <PlanPagingControls paging={paging} />
    </section>
  );
}
