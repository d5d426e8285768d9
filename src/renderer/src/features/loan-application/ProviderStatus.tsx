import { useTranslation } from 'react-i18next';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { Alert } from '../../ui/Alert.tsx';
import type { ProviderState } from './use-provider.ts';

/** Tells where the provider page went: the system browser, or that it could not be opened. */
export function ProviderStatus({ state }: { state: ProviderState }) {
  const { t } = useTranslation();
  if (state === 'waiting') {
    return <Alert tone="info">{t('loanApplication:provider.continueInBrowser')}</Alert>;
  }
  if (state === 'failed') return <Alert>{t(SERVER_ERROR_KEY)}</Alert>;
  return null;
}
