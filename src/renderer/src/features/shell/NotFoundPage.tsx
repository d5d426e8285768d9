import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t('shell:notFound.title')}</h1>
      <p>{t('shell:notFound.text')}</p>
      <Link className="button button--primary" to="/">
        {t('shell:notFound.home')}
      </Link>
    </section>
  );
}
