import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  SMS_CODE_VALIDITY_SECONDS,
  smsCodeForm,
  type SmsCodeForm,
} from '#shared/domain/validation.ts';
import { afterLoginPath, normalizeBlaId } from '../../app/post-login.ts';
import { toApiLanguage } from '#shared/languages.ts';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
import { useServices } from '../../app/services.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import {
  languageAtom,
  postLoginRedirectAtom,
  takePostLoginRedirectAtom,
} from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { CodeField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { affiliateFromPath } from '../bank-login/affiliate.ts';
import { SandboxCode } from '../sandbox-demo/SandboxCode.tsx';
import { verifyErrorText } from './sms-errors.ts';
import { readSmsLoginState, type SmsLoginState } from './sms-state.ts';
import { formatCountdown, useCountdown } from './use-countdown.ts';
import { authApi } from '#shared/api/auth.ts';
import { ANONYMOUS } from '../../api/client.ts';

/** /login/sms/verify: the four-digit code, with the phone number from /login/sms/code. */
export function SmsVerifyPage() {
  const location = useLocation();
  const state = readSmsLoginState(location.state);
  if (!state) return <Navigate to="/login/sms/code" replace />;
  return <SmsVerifyForm login={state} />;
}

function SmsVerifyForm({ login }: { login: SmsLoginState }) {
  const { t } = useTranslation();
  const { api, clock, session } = useServices();
  const navigate = useNavigate();
  const toast = useToast();
  const language = useAtomValue(languageAtom);
  const takePostLoginRedirect = useSetAtom(takePostLoginRedirectAtom);
  const store = useStore();
  const [formError, setFormError] = useState<string | null>(null);

  // At zero the code is expired: back to the phone step (number kept), which offers a new code;
  // sending it opens this page again with a fresh countdown.
  const onExpired = useCallback(() => {
    toast('errors:smsCodeExpired', 'warning');
    const state: SmsLoginState = { ...login, codeExpired: true };
    void navigate('/login/sms/code', { replace: true, state });
  }, [toast, navigate, login]);
  const remaining = useCountdown(SMS_CODE_VALIDITY_SECONDS, clock, onExpired);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SmsCodeForm>({ resolver: zodResolver(smsCodeForm), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    const affiliate = affiliateFromPath(store.get(postLoginRedirectAtom));
    try {
      const body = {
        code,
        mobile_phone: login.mobilePhone,
        affiliate_name: affiliate.affiliate_name,
        unique_affiliate_id: affiliate.unique_affiliate_id,
        language: toApiLanguage(language),
      };
      const result = await api.call(authApi.smsVerify, { body }, ANONYMOUS);
      if (!(await session.signIn(result.token))) {
        setFormError(t('errors:vaultUnavailable'));
        return;
      }
      const target = afterLoginPath(normalizeBlaId(result.blaId), takePostLoginRedirect);
      await navigate(target, { replace: true });
    } catch (caught) {
      const error = toApiError(caught);
      // The server has the last word on expiry (its clock may run ahead of the countdown): the
      // same way out as at zero, with the expired message, instead of a code nobody can use.
      if (error.errors.code?.[0] === 'CODE_EXPIRED') return onExpired();
      if (error.errors.code?.[0] !== undefined) {
        setError('code', { message: verifyErrorText(t, error) });
      } else if (error.kind === 'validation') {
        const message = Object.values(error.fieldErrors)[0];
        setFormError(message === undefined ? t(SERVER_ERROR_KEY) : translateMessage(t, message));
      } else {
        setFormError(t(SERVER_ERROR_KEY));
      }
    }
  });

  const codeError = errors.code?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>{t('auth:verify.title')}</h2>
      <p>{t('auth:verify.intro', { phone: login.mobilePhone })}</p>
      <CodeField
        label={t('auth:verify.codeLabel')}
        error={codeError ? translateMessage(t, codeError) : undefined}
        {...register('code')}
      />
      <p className="countdown">
        {t('auth:verify.validFor')}{' '}
        <span role="timer" aria-label={t('auth:verify.timeLeft')} className="countdown__time">
          {formatCountdown(remaining)}
        </span>
      </p>
      {formError ? <Alert>{formError}</Alert> : null}
      <SandboxCode phone={login.mobilePhone} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('auth:verify.submit')}
      </button>
    </form>
  );
}
