import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** /onfido/rejected: the document check of a foreign user failed. */
export function OnfidoRejectedPage() {
  const { t } = useTranslation();
  return (
    <section className={layout.narrow}>
      <h1>{t('auth:onfidoRejected.title')}</h1>
      <p>{t('auth:onfidoRejected.rejected')}</p>
      <p>{t('auth:onfidoRejected.retry')}</p>
      <Link className={buttons.primary} to={PATHS.login}>
        {t('auth:onfidoRejected.backHome')}
      </Link>
    </section>
  );
}
