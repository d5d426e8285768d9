import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyLoanPlanEntry } from '#shared/api/legacy.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { nextInstallment, planRowStatus } from './invoice-status.ts';
import { FigureGrid } from '../../ui/FigureGrid.tsx';
import styles from './legacy-borrower.module.css';

/** The first installment not yet paid: its due date, amount (the invoice's, once sent) and status. */
export function NextInstallment({ plan }: { plan: readonly LegacyLoanPlanEntry[] }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const next = nextInstallment(plan);
  return (
    <section id="next-installment" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacyBorrower:next.title')}</h2>
      {next ? (
        <FigureGrid
          className={styles.figures}
          figures={[
            {
              label: t('legacyBorrower:next.dueDate'),
              value: formatDate(next.Invoice?.DueDate ?? next.DueDate),
            },
            {
              label: t('legacyBorrower:next.amount'),
              value: formatCents(next.Invoice?.TotalAmount ?? next.TotalAmount, language),
            },
            {
              label: t('legacyBorrower:next.status'),
              value: t(`legacyBorrower:status.${planRowStatus(next)}`),
            },
          ]}
        />
      ) : (
        <p>{t('legacyBorrower:next.none')}</p>
      )}
    </section>
  );
}
