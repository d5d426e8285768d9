import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { goToProvider } from '../../services/go-to-provider.ts';
import { onfidoApi } from '#shared/api/onfido.ts';
import { PATHS } from '../../navigation/paths.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

type Phase = 'confirm' | 'loading' | 'browser' | 'failed';

/**
 * /onfido/redirect?state=…: the retry link from the e-mail. Any web page can send the app here
 * (vertaislaina://onfido/redirect carries no state the app started), so nothing happens until the
 * user confirms: then a new document check link is asked for and the browser sent there. A
 * failure shows an error and a way back home.
 */
export function OnfidoRedirectPage() {
  const { t } = useTranslation();
  const services = useServices();
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const [phase, setPhase] = useState<Phase>(state === '' ? 'failed' : 'confirm');
  const navigate = useNavigate();

  const start = () => {
    setPhase('loading');
    services.api
      .call(onfidoApi.retry, { params: { id: state } })
      .then((target) =>
        goToProvider(services, { redirectUrl: target.redirect_url, state: target.state }),
      )
      .then((outcome) => {
        if (outcome === 'failed') setPhase('failed');
        else if (outcome === 'waiting') setPhase('browser');
      })
      .catch(() => setPhase('failed'));
  };

  return (
    <section className={layout.narrow}>
      <h1>{t('onfido:redirect.title')}</h1>
      {phase === 'confirm' ? (
        <>
          <p>{t('onfido:redirect.confirm')}</p>
          <div className={layout.actions}>
            <button type="button" className={buttons.primary} onClick={start}>
              {t('onfido:redirect.continue')}
            </button>
            <button type="button" className={buttons.plain} onClick={() => void navigate('/')}>
              {t('onfido:redirect.cancel')}
            </button>
          </div>
        </>
      ) : null}
      {phase === 'loading' ? <PageLoading /> : null}
      {phase === 'browser' ? (
        <Alert tone="info">{t('onfido:redirect.continueInBrowser')}</Alert>
      ) : null}
      {phase === 'failed' ? (
        <>
          <Alert>{t('onfido:redirect.failed')}</Alert>
          <Link className={buttons.primary} to={PATHS.login}>
            {t('onfido:backHome')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
