import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LEGACY_SYSTEM_EXCEPTION } from '#shared/api/envelope.ts';
import { legacyLoginForm, type LegacyLoginForm } from '#shared/domain/validation.ts';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
import { useServices } from '../../app/services.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import { authApi } from '#shared/api/auth.ts';
import { ANONYMOUS } from '../../api/client.ts';

/** /login/email: username and password for legacy users (registered before September 2019). */
export function EmailLoginPage() {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LegacyLoginForm>({
    resolver: zodResolver(legacyLoginForm),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await api.call(authApi.legacyAuth, { body: values }, ANONYMOUS);
      if (!(await session.signInLegacy(result.token, result.role))) {
        setFormError(t('errors:vaultUnavailable'));
        return;
      }
      await navigate(result.role === 'borrower' ? '/restricted/borrower' : '/restricted/investor', {
        replace: true,
      });
    } catch (caught) {
      const error = toApiError(caught);
      if (error.status === 401) {
        setFormError(t('errors:wrongCredentials'));
      } else if (error.status === 403) {
        if (error.serverMessage?.includes(LEGACY_SYSTEM_EXCEPTION)) {
          setFormError(t('errors:legacySystem'));
        } else {
          await navigate('/login/sms/code?error=onboarded');
        }
      } else if (error.kind === 'validation') {
        for (const field of ['username', 'password'] as const) {
          const message = error.fieldErrors[field];
          if (message !== undefined) setError(field, { message });
        }
        if (!error.fieldErrors.username && !error.fieldErrors.password) {
          setFormError(t(SERVER_ERROR_KEY));
        }
      } else {
        setFormError(t(SERVER_ERROR_KEY));
      }
    }
  });

  const message = (text: string | undefined) => (text ? translateMessage(t, text) : undefined);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>{t('auth:email.title')}</h2>
      <p>{t('auth:email.intro')}</p>
      <TextField
        label={t('auth:email.usernameLabel')}
        autoComplete="username"
        error={message(errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={t('auth:email.passwordLabel')}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('auth:email.submit')}
        </button>
        <ExternalLink href={EXTERNAL_LINKS.legacyForgotPassword}>
          {t('auth:email.forgotPassword')}
        </ExternalLink>
      </div>
    </form>
  );
}
