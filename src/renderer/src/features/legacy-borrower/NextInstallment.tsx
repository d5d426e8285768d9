import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyLoanPlanEntry } from '#shared/api/legacy.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { nextInstallment, planRowStatus } from './invoice-status.ts';
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
        <dl className={styles.figures}>
          <div>
            <dt>{t('legacyBorrower:next.dueDate')}</dt>
            <dd>{formatDate(next.Invoice?.DueDate ?? next.DueDate)}</dd>
          </div>
          <div>
            <dt>{t('legacyBorrower:next.amount')}</dt>
            <dd>{formatCents(next.Invoice?.TotalAmount ?? next.TotalAmount, language)}</dd>
          </div>
          <div>
            <dt>{t('legacyBorrower:next.status')}</dt>
            <dd>{t(`legacyBorrower:status.${planRowStatus(next)}`)}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('legacyBorrower:next.none')}</p>
      )}
    </section>
  );
}
