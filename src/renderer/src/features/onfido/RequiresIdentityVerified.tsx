import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { verificationState } from '#shared/domain/verification.ts';
import { profileKeys, useProfileFlags } from '../profile/index.ts';
import { useOnfidoStatus } from './queries.ts';
import { PATHS } from '../../navigation/paths.ts';
import layout from '../../ui/layout.module.css';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * The dashboard area waits for a foreign user's document check: while it is processing
 * (codes 1, 3, 5 and anything unknown) the in-progress page is shown in place of the page
 * asked for, and the status is polled. Code 0 reloads the profile, whose flags then let the
 * page through (so the user continues where they were going, e.g. /dashboard); 2, 4 and 6 go to
 * /onfido/rejected. Placed under RequiresProfile and RequiresIdentityNotRejected.
 */
export function RequiresIdentityVerified() {
  const flags = useProfileFlags();
  const processing = flags?.foreignVerification === 'processing';
  if (!processing) return <Outlet />;
  return <IdentityVerificationInProgress />;
}

export function IdentityVerificationInProgress() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useOnfidoStatus(true);
  const state = status.data === undefined ? 'processing' : verificationState(status.data);

  useEffect(() => {
    if (state === 'success') void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }, [state, queryClient]);

  if (state === 'rejected') return <RedirectUnlessLeaving to={PATHS.onfidoRejected} />;
  return (
    <section className={layout.narrow}>
      <h1>{t('onfido:inProgress.title')}</h1>
      <PageLoading label={t('onfido:inProgress.checking')} />
      <p>{t('onfido:inProgress.text')}</p>
      <p>{t('onfido:inProgress.retry')}</p>
    </section>
  );
}
