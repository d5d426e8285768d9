import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { toApiError } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';
import { takePostLoginRedirectAtom } from '../../state/atoms.ts';
import {
  brokerAtom,
  foreignOnboardingAtom,
  identityCallbackAtom,
  registrationAtom,
} from '../../state/identity.ts';
import { Alert } from '../../ui/Alert.tsx';
import { apiErrorText } from '../../ui/form/map-api-error.ts';
import {
  CALLBACK_PATHS,
  callbackFailure,
  callbackOutcome,
  startCallback,
  type CallbackOutcome,
} from './callback-outcome.ts';
import { identityApi } from '#shared/api/identity.ts';
import { ANONYMOUS } from '../../api/client.ts';
import { PATHS } from '../../navigation/paths.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import { PageLoading } from '../../ui/PageLoading.tsx';

/** A failed callback that does not lead on (400, 403: callback-outcome.ts) says SERVER_ERROR. */
const CALLBACK_FAILURE: ErrorReading = { serverWords: 'none' };

/**
 * /auth/callback: where the bank page returns (in Electron as the deep link
 * `vertaislaina://auth/callback?…`, which main has checked against the state it expected).
 * Posts the query to api/auth/telia/callback once and follows the answer (./callback-outcome.ts).
 */
export function IdentityCallbackPage() {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const store = useStore();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const query = search.toString();

  useEffect(() => {
    // The state is single-use: never post the same callback twice (StrictMode, re-renders).
    if (handled.current === query) return;
    handled.current = query;
    const go = (to: string) => void navigate(to, { replace: true });

    const follow = async (outcome: CallbackOutcome, cause: unknown) => {
      switch (outcome.kind) {
        case 'navigate':
          return go(outcome.to);
        case 'failed':
          return setFailure(apiErrorText(t, cause, CALLBACK_FAILURE));
        case 'identity': {
          const foreign = outcome.foreign || store.get(foreignOnboardingAtom) === true;
          if (outcome.foreign) store.set(foreignOnboardingAtom, true);
          store.set(identityCallbackAtom, { ...outcome.identity, foreign });
          store.set(registrationAtom, null);
          return go(outcome.to);
        }
        case 'session': {
          if (!(await session.signIn(outcome.token))) {
            return setFailure(t('errors:vaultUnavailable'));
          }
          store.set(identityCallbackAtom, null);
          const redirect = store.set(takePostLoginRedirectAtom);
          return go(
            outcome.to === CALLBACK_PATHS.dashboard ? (redirect ?? outcome.to) : outcome.to,
          );
        }
      }
    };

    const run = async () => {
      const start = startCallback(new URLSearchParams(query));
      if (start.kind === 'navigate') return go(start.to);
      let outcome: CallbackOutcome;
      let cause: unknown = null;
      try {
        const payload = await api.call(identityApi.teliaCallback, { body: start.body }, ANONYMOUS);
        outcome = callbackOutcome(payload, start.body, store.get(brokerAtom)?.blaId ?? null);
      } catch (caught) {
        cause = caught;
        outcome = callbackFailure(toApiError(caught).status);
      }
      await follow(outcome, cause);
    };
    void run();
  }, [query, api, session, store, navigate, t]);

  if (failure) {
    return (
      <section className={layout.narrow}>
        <h1>{t('bank:callback.failedTitle')}</h1>
        <Alert>{failure}</Alert>
        <Link className={buttons.primary} to={PATHS.loginBank}>
          {t('bank:callback.backToLogin')}
        </Link>
      </section>
    );
  }
  return (
    <section className={layout.narrow}>
      <PageLoading label={t('bank:callback.verifying')} busy />
    </section>
  );
}
