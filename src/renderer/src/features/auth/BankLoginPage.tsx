import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../ui/Alert.tsx';

/**
 * /login/bank: strong identification with bank credentials. The bank list and the redirect come
 * in the next issue; this page already shows the return errors of the identity callback.
 */
export function BankLoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const error = search.get('error');
  const broker = search.has('blaId');
  return (
    <div>
      <h2>{t(broker ? 'auth:bank.titleBroker' : 'auth:bank.title')}</h2>
      {error === 'user-does-not-exists' ? <Alert>{t('errors:userDoesNotExist')}</Alert> : null}
      {error === 'sca-auth-failed' ? <Alert>{t('errors:scaAuthFailed')}</Alert> : null}
      <p>{t('auth:bank.comingSoon')}</p>
    </div>
  );
}
