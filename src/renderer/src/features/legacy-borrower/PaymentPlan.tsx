import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { LegacyLoanPlanEntry } from '#shared/api/legacy.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { SaveOutcome } from '../../ui/file-save/index.ts';
import { KeyedPlanTable, type PlanColumn } from '../../ui/PlanTable.tsx';
import { downloadableInvoiceNumber, planRowStatus, planRowStyle } from './invoice-status.ts';
import styles from './legacy-borrower.module.css';
import { useInvoiceDownload } from './use-invoice-download.ts';
import buttons from '../../ui/button.module.css';

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
  const { state, busy, download } = useInvoiceDownload(legacyUserId);
  const amount = (
    header: string,
    cents: (row: LegacyLoanPlanEntry) => number,
  ): PlanColumn<LegacyLoanPlanEntry> => ({
    header,
    amount: true,
    cell: (row) => formatCents(cents(row), language),
  });
  const invoiceButton = (row: LegacyLoanPlanEntry) => {
    const invoiceNumber = downloadableInvoiceNumber(row);
    if (!invoiceNumber) return null;
    return (
      <button
        type="button"
        className={buttons.secondary}
        disabled={busy}
        aria-label={t('legacyBorrower:plan.downloadNumbered', { number: invoiceNumber })}
        onClick={() => void download(invoiceNumber)}
      >
        {t('legacyBorrower:plan.download')}
      </button>
    );
  };
  return (
    <KeyedPlanTable
      className={styles.section}
      heading={(id) => <h2 id={id}>{t('legacyBorrower:plan.title')}</h2>}
      notice={<SaveOutcome state={state} saved={() => t('legacyBorrower:plan.saved')} />}
      rows={plan}
      rowKey={(row) => row.DueDate}
      rowLook={(row) => {
        const style = planRowStyle(planRowStatus(row));
        return { name: style, className: styles[style] };
      }}
      columns={[
        {
          header: t('legacyBorrower:plan.columns.dueDate'),
          cell: (row) => formatDate(row.DueDate),
        },
        amount(t('legacyBorrower:plan.columns.total'), (row) => row.TotalAmount),
        amount(t('legacyBorrower:plan.columns.interest'), (row) => row.InterestAmount),
        amount(t('legacyBorrower:plan.columns.fees'), (row) => row.TotalFeeAmount),
        amount(t('legacyBorrower:plan.columns.debt'), (row) => row.DebtAmount),
        {
          header: t('legacyBorrower:plan.columns.status'),
          cell: (row) => t(`legacyBorrower:status.${planRowStatus(row)}`),
        },
        { header: t('legacyBorrower:plan.columns.invoice'), cell: invoiceButton },
      ]}
    />
  );
}
