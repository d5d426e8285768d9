import { useTranslation } from 'react-i18next';
import { Alert } from './Alert.tsx';
import buttons from './button.module.css';
import layout from './layout.module.css';

/** The page load error of the catalogue: please refresh the page. */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <main className={layout.narrow} id="main">
      <h1>{t('errors:pageLoadTitle')}</h1>
      <Alert>{t('errors:pageLoad')}</Alert>
      <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
        {t('common:refreshPage')}
      </button>
    </main>
  );
}
