import { useTranslation } from 'react-i18next';
import { legacyLoanType, type LegacyLoanFigures } from '#shared/domain/finance/index.ts';
import styles from './legacy-borrower.module.css';

/**
 * The loan's type, fixed rate or variable interest (`legacyLoanType`: read from the plan, as the
 * loan does not say), and its country: every loan of the old platform is from Finland.
 */
export function LoanTypeBanner({ loan }: { loan: LegacyLoanFigures }) {
  const { t } = useTranslation();
  const type = legacyLoanType(loan);
  return (
    <dl
      className={styles.banner}
      aria-label={t(type === 'fair' ? 'legacyBorrower:headingFair' : 'legacyBorrower:heading')}
    >
      <div>
        <dt>{t('legacyBorrower:loanType.label')}</dt>
        <dd>{t(`legacyBorrower:loanType.${type}`)}</dd>
      </div>
      <div>
        <dt>{t('legacyBorrower:country.label')}</dt>
        <dd>{t('legacyBorrower:country.finland')}</dd>
      </div>
    </dl>
  );
}
