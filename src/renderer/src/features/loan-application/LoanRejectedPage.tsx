import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../../services/app-services.ts';
import { PATHS } from '../../navigation/paths.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { reapplyDate } from './application-rules.ts';
import { useActiveApplication } from './use-application.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** An https link from the application: opened in the system browser only if main allows it. */
function BrokerLink({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const { bridge } = useServices();
  const [refused, setRefused] = useState(false);
  return (
    <>
      <p>
        {t('loanApplication:loanRejected.broker', { broker: name })}{' '}
        <a
          href={url}
          rel="noopener noreferrer"
          target="_blank"
          onClick={(event) => {
            event.preventDefault();
            void bridge.app.openExternal(url).then((opened) => setRefused(!opened.ok));
          }}
        >
          {t('loanApplication:loanRejected.brokerLink', { broker: name })}
        </a>
      </p>
      {refused ? (
        <Alert tone="warning">{t('loanApplication:loanRejected.brokerRefused')}</Alert>
      ) : null}
    </>
  );
}

/**
 * /…/loan-application/loan-rejected (§8): the applicant may apply again after 3 months, from
 * created_at + 91 days; a partner broker is offered where the application names one.
 */
export function LoanRejectedPage() {
  const { t } = useTranslation();
  const application = useActiveApplication();
  if (application.isPending) return <PageLoading />;
  const current = application.data ?? null;
  const brokerUrl = current?.broker_url ?? null;
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:loanRejected.title')}</h1>
      {current ? (
        <p>
          {t('loanApplication:loanRejected.reapply', { date: reapplyDate(current.created_at) })}
        </p>
      ) : (
        <p>{t('loanApplication:loanRejected.reapplyLater')}</p>
      )}
      {brokerUrl !== null && /^https:\/\//i.test(brokerUrl) ? (
        <BrokerLink url={brokerUrl} name={current?.broker_name ?? brokerUrl} />
      ) : null}
      <Link className={buttons.plain} to={PATHS.dashboard}>
        {t('loanApplication:loanRejected.back')}
      </Link>
    </section>
  );
}
