import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { borrowerApi } from '#shared/api/borrower.ts';
import { kreditzOutcome, type KreditzMessage } from '#shared/kreditz-messages.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { acceptedKreditzMessage, frameOriginOf } from './kreditz-frame.ts';
import { kreditzRedirectQuery } from './queries.ts';
import { useActiveApplication } from './use-application.ts';

/**
 * The frame may run its own scripts and forms and keep its origin (its messages must carry that
 * origin, which is checked; an opaque origin would be "null"); it may not navigate this window,
 * open pop-ups or download. In web mode the sandbox's page is same-origin, where these flags
 * cannot confine it: there it is our own page, served by the sandbox behind the same proxy.
 */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin';

/**
 * /…/loan-application/kreditz (§4 step 2): the bank-data provider's page in a frame (GET
 * …/kreditz/redirect). Only that frame's messages, from its URL's origin, count: each is logged
 * (POST …/kreditz/log-event; a failed log only warns) and decides success or failure.
 * `?retry=true`: the scoring saw too few transactions, so the applicant is asked for the main account.
 */
export function KreditzPage() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const retry = params.get('retry') === 'true';
  const application = useActiveApplication();
  const id = application.data?.id ?? null;
  const redirect = useQuery(kreditzRedirectQuery(services.api, id));
  const frame = useRef<HTMLIFrameElement>(null);
  const url = redirect.data?.redirect_url ?? null;
  const origin = url === null ? null : frameOriginOf(url);

  useEffect(() => {
    if (origin === null || id === null) return undefined;
    const log = (message: KreditzMessage) => {
      services.api
        .call(borrowerApi.kreditzLogEvent, {
          params: { id },
          body: { status: message.status, case_id: message.case_id, message: message.message },
        })
        .catch((error: unknown) => console.warn('kreditz log-event failed', error));
    };
    const onMessage = (event: MessageEvent) => {
      const message = acceptedKreditzMessage(event, frame.current?.contentWindow ?? null, origin);
      if (message === null) return;
      log(message);
      const outcome = kreditzOutcome(message);
      if (outcome === 'success') void navigate(PATHS.loanApplicationStep('kreditz/success'));
      if (outcome === 'failure') void navigate(PATHS.loanApplicationStep('kreditz/failure'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [id, navigate, origin, services.api]);

  const failed = application.isError || redirect.isError || (url !== null && origin === null);
  return (
    <section>
      <h1>{t('loanApplication:kreditz.title')}</h1>
      {retry ? <Alert tone="warning">{t('loanApplication:kreditz.useMainAccount')}</Alert> : null}
      {failed ? <Alert>{t('errors:pageLoad')}</Alert> : null}
      {!failed && url === null ? <PageLoading /> : null}
      {!failed && url !== null ? (
        <iframe
          ref={frame}
          src={url}
          title={t('loanApplication:kreditz.frameTitle')}
          sandbox={FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          width="100%"
          height="640"
        />
      ) : null}
    </section>
  );
}
