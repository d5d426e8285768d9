import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyLoanPlanEntry } from '#shared/api/legacy.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { downloadableInvoiceNumber, planRowStatus, planRowStyle } from './invoice-status.ts';
import styles from './legacy-borrower.module.css';
import { useInvoiceDownload } from './use-invoice-download.ts';
import { PlanPagingControls, usePlanPaging } from '../../ui/plan-paging.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import buttons from '../../ui/button.module.css';
import tables from '../../ui/data-table.module.css';

/**
 * The payment plan with each row's legacy invoice status and its style; an INVOICED row with an
 * invoice number has the download button that saves its invoice as invoice.pdf. The first 10
 * rows, then 10 more or back, as every payment plan (borrower-and-shared.md §9).
 */
export function PaymentPlan({
  plan,
  legacyUserId,
}: {
  plan: readonly LegacyLoanPlanEntry[];
  legacyUserId: number;
}) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const { state, busy, download } = useInvoiceDownload(legacyUserId);
  const paging = usePlanPaging(plan);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacyBorrower:plan.title')}</h2>
      {state.status === 'failed' ? <Alert>{t(state.message)}</Alert> : null}
      {state.status === 'saved' ? (
        <Alert tone="success">{t('legacyBorrower:plan.saved')}</Alert>
      ) : null}
      <TableScroll labelledBy={headingId}>
        <table className={tables.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('legacyBorrower:plan.columns.dueDate')}</th>
              <th scope="col" className={tables.amount}>
                {t('legacyBorrower:plan.columns.total')}
              </th>
              <th scope="col" className={tables.amount}>
                {t('legacyBorrower:plan.columns.interest')}
              </th>
              <th scope="col" className={tables.amount}>
                {t('legacyBorrower:plan.columns.fees')}
              </th>
              <th scope="col" className={tables.amount}>
                {t('legacyBorrower:plan.columns.debt')}
              </th>
              <th scope="col">{t('legacyBorrower:plan.columns.status')}</th>
              <th scope="col">{t('legacyBorrower:plan.columns.invoice')}</th>
            </tr>
          </thead>
          <tbody>
            {paging.rows.map((row) => {
              const status = planRowStatus(row);
              const style = planRowStyle(status);
              const invoiceNumber = downloadableInvoiceNumber(row);
              return (
                <tr key={row.DueDate} className={styles[style]} data-row-style={style}>
                  <td>{formatDate(row.DueDate)}</td>
                  <td className={tables.amount}>{formatCents(row.TotalAmount, language)}</td>
                  <td className={tables.amount}>{formatCents(row.InterestAmount, language)}</td>
                  <td className={tables.amount}>{formatCents(row.TotalFeeAmount, language)}</td>
                  <td className={tables.amount}>{formatCents(row.DebtAmount, language)}</td>
                  <td>{t(`legacyBorrower:status.${status}`)}</td>
                  <td>
                    {invoiceNumber ? (
                      <button
                        type="button"
                        className={buttons.secondary}
                        disabled={busy}
                        aria-label={t('legacyBorrower:plan.downloadNumbered', {
                          number: invoiceNumber,
                        })}
                        onClick={() => void download(invoiceNumber)}
                      >
                        {t('legacyBorrower:plan.download')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <PlanPagingControls paging={paging} />
    </section>
  );
}
