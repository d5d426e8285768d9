import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyLoan } from '#shared/api/legacy.ts';
import { formatCents, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { FigureGrid } from '../../ui/FigureGrid.tsx';
import styles from './legacy-borrower.module.css';

/** The loan's reference, amount, remaining debt and fixed interest rate (a fraction, shown ×100). */
export function LoanInfo({ loan }: { loan: LegacyLoan }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacyBorrower:info.title')}</h2>
      <FigureGrid
        className={styles.figures}
        figures={[
          { label: t('legacyBorrower:info.reference'), value: loan.Reference },
          { label: t('legacyBorrower:info.amount'), value: formatCents(loan.LoanAmount, language) },
          {
            label: t('legacyBorrower:info.remainingDebt'),
            value: formatCents(loan.RemainingDebt, language),
          },
          {
            label: t('legacyBorrower:info.interestRate'),
            value: formatPercent(loan.InterestRate, language),
          },
        ]}
      />
    </section>
  );
}
