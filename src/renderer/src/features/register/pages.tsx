import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DetailsForm, IdentificationCard } from '../identification/index.ts';
import { PATHS } from '../../navigation/paths.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** /register/identity-verification: bank identification for a new borrower (goal `borrower`). */
export function RegisterIdentityPage() {
  const { t } = useTranslation();
  return (
    <section className={layout.narrow}>
      <h1>{t('register:title')}</h1>
      <IdentificationCard
        flow="register"
        goal="borrower"
        title={t('register:identification.title')}
      >
        <p>{t('register:identification.intro')}</p>
      </IdentificationCard>
      <p>
        {t('register:identification.haveAccount')}{' '}
        <Link to={PATHS.login}>{t('register:toLogin')}</Link>
      </p>
    </section>
  );
}

/** /register/provide-details (guard: an identity callback state). */
export function RegisterDetailsPage() {
  const { t } = useTranslation();
  return (
    <section className={layout.narrow}>
      <h1>{t('register:details.title')}</h1>
      <div className={layout.card}>
        <p>{t('register:details.intro')}</p>
        <DetailsForm flow="register" />
      </div>
    </section>
  );
}

/** /register/rejected (guard: the callback said the person is not over 18). */
export function RegisterRejectedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={layout.narrow}>
      <h1>{t('register:rejected.title')}</h1>
      <p>{t('register:rejected.text')}</p>
      <button type="button" className={buttons.primary} onClick={() => void navigate('/')}>
        {t('register:rejected.backHome')}
      </button>
    </section>
  );
}
