import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { normalizePhone, smsPhoneForm, type SmsPhoneForm } from '#shared/domain/validation.ts';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
import { useServices } from '../../app/services.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SandboxPersonas } from '../sandbox-demo/SandboxPersonas.tsx';
import { readSmsLoginState, type SmsLoginState } from './sms-state.ts';
import { authApi } from '#shared/api/auth.ts';
import { ANONYMOUS } from '../../api/client.ts';

/** /login/sms/code: phone entry; the code is sent by SMS. */
export function SmsCodePage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const previous = readSmsLoginState(location.state);
  const blaId = search.get('blaId') ?? previous?.blaId ?? null;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SmsPhoneForm>({
    resolver: zodResolver(smsPhoneForm),
    defaultValues: { mobile_phone: previous?.mobilePhone ?? '' },
  });

  const onSubmit = handleSubmit(async ({ mobile_phone }) => {
    setFormError(null);
    const mobilePhone = normalizePhone(mobile_phone);
    try {
      await api.call(authApi.smsLogin, { body: { mobile_phone: mobilePhone, blaId } }, ANONYMOUS);
      const state: SmsLoginState = { mobilePhone, blaId };
      await navigate('/login/sms/verify', { state });
    } catch (caught) {
      const error = toApiError(caught);
      if (error.status === 403) {
        await navigate('/login/bank');
      } else if (error.kind === 'validation') {
        const message = error.fieldErrors.mobile_phone ?? Object.values(error.fieldErrors)[0];
        if (message !== undefined) setError('mobile_phone', { message });
        else setFormError(error.serverMessage ?? t(SERVER_ERROR_KEY));
      } else {
        setFormError(t(SERVER_ERROR_KEY));
      }
    }
  });

  const phoneError = errors.mobile_phone?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>{t('auth:sms.title')}</h2>
      {search.get('error') === 'onboarded' ? (
        <Alert tone="info">{t('errors:alreadyOnboarded')}</Alert>
      ) : null}
      <p>{t('auth:sms.intro')}</p>
      <TextField
        label={t('auth:sms.phoneLabel')}
        hint={t('auth:sms.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={phoneError ? translateMessage(t, phoneError) : undefined}
        {...register('mobile_phone')}
      />
      {formError ? <Alert>{formError}</Alert> : null}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {previous?.codeExpired ? t('auth:sms.resend') : t('auth:sms.submit')}
      </button>
      <SandboxPersonas
        onPick={(phone) => setValue('mobile_phone', phone, { shouldValidate: true })}
      />
    </form>
  );
}
