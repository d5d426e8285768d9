import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ProviderStatus } from './ProviderStatus.tsx';
import { useActiveApplication } from './use-application.ts';
import { useProvider } from './use-provider.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * /…/loan-application/aisp-rejected (§4): the account data did not do; Try again (only when the
 * application allows a retry) goes to the provider again, Cancel application to /dashboard.
 */
export function AispRejectedPage() {
  const { t } = useTranslation();
  const application = useActiveApplication();
  const provider = useProvider();
  if (!application.data) return <PageLoading />;
  const current = application.data;
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:aispRejected.title')}</h1>
      <p>{t('loanApplication:aispRejected.description')}</p>
      <ProviderStatus state={provider.state} />
      <div className={layout.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={!current.retry || provider.state === 'busy'}
          onClick={() => void provider.go(current)}
        >
          {t('loanApplication:tryAgain')}
        </button>
        <Link className={buttons.plain} to={PATHS.dashboard}>
          {t('loanApplication:cancelApplication')}
        </Link>
      </div>
    </section>
  );
}
