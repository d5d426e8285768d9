import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';

/** /onfido/rejected: the document check of a foreign user failed. */
export function OnfidoRejectedPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t('auth:onfidoRejected.title')}</h1>
      <p>{t('auth:onfidoRejected.rejected')}</p>
      <p>{t('auth:onfidoRejected.retry')}</p>
      <Link className="button button--primary" to={PATHS.login}>
        {t('auth:onfidoRejected.backHome')}
      </Link>
    </section>
  );
}
