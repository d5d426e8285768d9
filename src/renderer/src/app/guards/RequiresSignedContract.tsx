import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { useProfile } from '../../features/profile/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { signedContractRedirect } from './signed-contract-redirect.ts';

/**
 * The investor pages need a signed investor contract and no forced AML refill
 * (see signed-contract-redirect.ts for where others go).
 */
export function RequiresSignedContract() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  const redirect = signedContractRedirect(profile.data);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
