import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={layout.narrow}>
      <h1>{t('shell:notFound.title')}</h1>
      <p>{t('shell:notFound.text')}</p>
      <Link className={buttons.primary} to="/">
        {t('shell:notFound.home')}
      </Link>
    </section>
  );
}
