import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** /…/kreditz/success: the account data is shared; the scoring follows on /dashboard/borrower/aisp. */
export function KreditzSuccessPage() {
  const { t } = useTranslation();
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:kreditz.successTitle')}</h1>
      <p role="status">{t('loanApplication:kreditz.successText')}</p>
      <Link className={buttons.primary} to={PATHS.aisp} replace>
        {t('loanApplication:kreditz.continue')}
      </Link>
    </section>
  );
}

/** /…/kreditz/failure: the bank authentication was cancelled or failed; try again or cancel. */
export function KreditzFailurePage() {
  const { t } = useTranslation();
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:kreditz.failureTitle')}</h1>
      <p role="alert">{t('loanApplication:kreditz.failureText')}</p>
      <div className={layout.actions}>
        <Link className={buttons.primary} to={PATHS.loanApplicationStep('kreditz')} replace>
          {t('loanApplication:tryAgain')}
        </Link>
        <Link className={buttons.plain} to={PATHS.dashboard}>
          {t('loanApplication:cancelApplication')}
        </Link>
      </div>
    </section>
  );
}
