import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyLoan } from '#shared/api/legacy.ts';
import { formatCents, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import styles from './legacy-borrower.module.css';

/** The loan's reference, amount, remaining debt and fixed interest rate (a fraction, shown ×100). */
export function LoanInfo({ loan }: { loan: LegacyLoan }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacyBorrower:info.title')}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('legacyBorrower:info.reference')}</dt>
          <dd>{loan.Reference}</dd>
        </div>
        <div>
          <dt>{t('legacyBorrower:info.amount')}</dt>
          <dd>{formatCents(loan.LoanAmount, language)}</dd>
        </div>
        <div>
          <dt>{t('legacyBorrower:info.remainingDebt')}</dt>
          <dd>{formatCents(loan.RemainingDebt, language)}</dd>
        </div>
        <div>
          <dt>{t('legacyBorrower:info.interestRate')}</dt>
          <dd>{formatPercent(loan.InterestRate, language)}</dd>
        </div>
      </dl>
    </section>
  );
}
