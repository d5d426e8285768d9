import { useTranslation } from 'react-i18next';

/** The page load error of the catalogue: please refresh the page. */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <main className="page page--narrow" id="main">
      <h1>{t('errors:pageLoadTitle')}</h1>
      <div className="alert alert--danger" role="alert">
        {t('errors:pageLoad')}
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('common:refreshPage')}
      </button>
    </main>
  );
}
