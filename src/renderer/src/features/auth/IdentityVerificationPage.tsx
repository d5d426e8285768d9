import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** /register/identity-verification: registration with bank credentials arrives in the next issue. */
export function IdentityVerificationPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t('auth:register.title')}</h1>
      <p>{t('auth:register.comingSoon')}</p>
      <Link className="button button--primary" to="/login">
        {t('auth:register.toLogin')}
      </Link>
    </section>
  );
}
