import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  SMS_CODE_VALIDITY_SECONDS,
  smsCodeForm,
  type SmsCodeForm,
} from '#shared/domain/validation/login.ts';
import { afterLoginPath, normalizeBlaId } from '../../navigation/post-login.ts';
import { toApiLanguage } from '#shared/languages.ts';
import { useServices } from '../../services/app-services.ts';
import {
  languageAtom,
  postLoginRedirectAtom,
  takePostLoginRedirectAtom,
} from '../../state/atoms.ts';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { useToast } from '../../ui/use-toast.ts';
import { affiliateFromPath } from '../bank-login/index.ts';
import { SandboxCode } from '../sandbox-demo/index.ts';
import { SMS_CODE_FAILURE } from './sms-errors.ts';
import { readSmsLoginState, type SmsLoginState } from './sms-state.ts';
import { formatCountdown, useCountdown } from './use-countdown.ts';
import { authApi } from '#shared/api/auth.ts';
import { ANONYMOUS } from '../../api/client.ts';
import { PATHS } from '../../navigation/paths.ts';
import styles from './auth.module.css';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

const Field = boundFields<SmsCodeForm>();

/** /login/sms/verify: the four-digit code, with the phone number from /login/sms/code. */
export function SmsVerifyPage() {
  const location = useLocation();
  const state = readSmsLoginState(location.state);
  if (!state) return <RedirectUnlessLeaving to={PATHS.loginSmsCode} />;
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

  // At zero the code is expired: back to the phone step (number kept), which offers a new code;
  // sending it opens this page again with a fresh countdown.
  const onExpired = useCallback(() => {
    toast('errors:smsCodeExpired', 'warning');
    const state: SmsLoginState = { ...login, codeExpired: true };
    void navigate(PATHS.loginSmsCode, { replace: true, state });
  }, [toast, navigate, login]);
  const remaining = useCountdown(SMS_CODE_VALIDITY_SECONDS, clock, onExpired);

  const form = useApiForm({
    schema: smsCodeForm,
    defaultValues: { code: '' },
    async onSubmit({ code }, controls) {
      const affiliate = affiliateFromPath(store.get(postLoginRedirectAtom));
      const body = {
        code,
        mobile_phone: login.mobilePhone,
        affiliate_name: affiliate.affiliate_name,
        unique_affiliate_id: affiliate.unique_affiliate_id,
        language: toApiLanguage(language),
      };
      const result = await api.call(authApi.smsVerify, { body }, ANONYMOUS);
      if (!(await session.signIn(result.token))) {
        controls.setFormError('errors:vaultUnavailable');
        return;
      }
      const target = afterLoginPath(normalizeBlaId(result.blaId), takePostLoginRedirect);
      await navigate(target, { replace: true });
    },
    errorReading: SMS_CODE_FAILURE,
    onApiError(error) {
      // The server has the last word on expiry (its clock may run ahead of the countdown): the
      // same way out as at zero, with the expired message, instead of a code nobody can use.
      if (error.errors.code?.[0] !== 'CODE_EXPIRED') return false;
      onExpired();
      return true;
    },
  });

  return (
    <ApiForm form={form}>
      <h2>{t('auth:verify.title')}</h2>
      <p>{t('auth:verify.intro', { phone: login.mobilePhone })}</p>
      <Field.Code name="code" label={t('auth:verify.codeLabel')} />
      <p>
        {t('auth:verify.validFor')}{' '}
        <span role="timer" aria-label={t('auth:verify.timeLeft')} className={styles.countdown}>
          {formatCountdown(remaining)}
        </span>
      </p>
      <FormAlert />
      <SandboxCode phone={login.mobilePhone} />
      <SubmitButton>{t('auth:verify.submit')}</SubmitButton>
    </ApiForm>
  );
}
