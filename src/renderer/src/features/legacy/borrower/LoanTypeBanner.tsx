import { useTranslation } from 'react-i18next';
import styles from './legacy-borrower.module.css';

/** Every loan of the old platform is a fixed-rate loan from Finland (the banner's fixed wording). */
export function LoanTypeBanner() {
  const { t } = useTranslation();
  return (
    <dl className={styles.banner} aria-label={t('legacyBorrower:heading')}>
      <div>
        <dt>{t('legacyBorrower:loanType.label')}</dt>
        <dd>{t('legacyBorrower:loanType.fixed')}</dd>
      </div>
      <div>
        <dt>{t('legacyBorrower:country.label')}</dt>
        <dd>{t('legacyBorrower:country.finland')}</dd>
      </div>
    </dl>
  );
}
