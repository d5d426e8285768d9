import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { goToProvider } from '../../app/go-to-provider.ts';
import { onfidoApi } from '#shared/api/onfido.ts';

type Phase = 'loading' | 'browser' | 'failed';

/**
 * /onfido/redirect?state=…: the retry link from the e-mail. Asks for a new document check link
 * and sends the browser there; a failure shows an error and a way back home.
 */
export function OnfidoRedirectPage() {
  const { t } = useTranslation();
  const services = useServices();
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const [phase, setPhase] = useState<Phase>(state === '' ? 'failed' : 'loading');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (state === '' || started.current === state) return;
    started.current = state;
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
  }, [services, state]);

  return (
    <section className="page page--narrow">
      <h1>{t('onfido:redirect.title')}</h1>
      {phase === 'loading' ? <PageLoading /> : null}
      {phase === 'browser' ? (
        <Alert tone="info">{t('onfido:redirect.continueInBrowser')}</Alert>
      ) : null}
      {phase === 'failed' ? (
        <>
          <Alert>{t('onfido:redirect.failed')}</Alert>
          <Link className="button button--primary" to="/login">
            {t('onfido:backHome')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
