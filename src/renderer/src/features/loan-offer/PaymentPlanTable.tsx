import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentPlanRow } from '#shared/api/borrower.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { PlanPagingControls, usePlanPaging } from '../../ui/plan-paging.tsx';
import styles from './loan-offer.module.css';
import { TableScroll } from '../../ui/TableScroll.tsx';

/** The offer's payment plan: the first 10 installments, then 10 more at a time, or fewer again. */
export function PaymentPlanTable({ rows }: { rows: readonly PaymentPlanRow[] }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const paging = usePlanPaging(rows);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('loanOffer:plan.title')}</h2>
      <TableScroll labelledBy={headingId}>
        <table className="data-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('loanOffer:plan.dueDate')}</th>
              <th scope="col" className="amount">
                {t('loanOffer:plan.totalDue')}
              </th>
              <th scope="col" className="amount">
                {t('loanOffer:plan.principal')}
              </th>
              <th scope="col" className="amount">
                {t('loanOffer:plan.interest')}
              </th>
              <th scope="col" className="amount">
                {t('loanOffer:plan.fees')}
              </th>
            </tr>
          </thead>
          <tbody>
            {paging.rows.map((row) => (
              <tr key={row.dueDate}>
                <td>{formatDate(row.dueDate)}</td>
                <td className="amount">{formatCents(row.totalDue, language)}</td>
                <td className="amount">{formatCents(row.principalAmount, language)}</td>
                <td className="amount">{formatCents(row.interestAmount, language)}</td>
                <td className="amount">{formatCents(row.fees, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <PlanPagingControls paging={paging} />
    </section>
  );
}
