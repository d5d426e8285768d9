import { zodResolver } from '@hookform/resolvers/zod';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { registerCodeForm, type RegisterCodeForm } from '#shared/domain/validation.ts';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
import { useServices } from '../../app/services.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import { resetIdentityAtom, type RegistrationState } from '../../state/identity.ts';
import { Alert } from '../../ui/Alert.tsx';
import { CodeField } from '../../ui/TextField.tsx';
import { SandboxCode } from '../sandbox-demo/SandboxCode.tsx';
import { verifyRegistration } from './api.ts';
import { normalizeBlaId } from '../../app/post-login.ts';
import { afterRegistration } from './flow.ts';

/**
 * The phone-verification step of registration: the four-digit code sent to the phone that was
 * posted with the details. Success stores the token and continues (./flow.ts); a failure shows
 * the server's message.
 */
export function VerifyPhoneForm({ registration }: { registration: RegistrationState }) {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const navigate = useNavigate();
  const resetIdentity = useSetAtom(resetIdentityAtom);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterCodeForm>({
    resolver: zodResolver(registerCodeForm),
    defaultValues: { code: '' },
  });
  const phone = registration.body.mobile_phone;
  // The registration state is cleared once this step has left the screen: cleared earlier, its
  // guard would send the user back to the details step.
  const [completed, setCompleted] = useState(false);
  useEffect(() => {
    if (!completed) return undefined;
    return () => resetIdentity();
  }, [completed, resetIdentity]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const result = await verifyRegistration(
        api,
        { code, mobile_phone: phone, state: registration.state },
        registration.foreign,
      );
      if (!(await session.signIn(result.token))) {
        setFormError(t('errors:vaultUnavailable'));
        return;
      }
      const target = afterRegistration({
        goal: registration.goal,
        foreign: registration.foreign,
        blaId: normalizeBlaId(result.blaId, registration.blaId),
      });
      setCompleted(true);
      await navigate(target, { replace: true });
    } catch (caught) {
      const error = toApiError(caught);
      const codeMessage = error.fieldErrors.code;
      // The spec: a failed verify shows the server's message (on the code field when it is
      // about the code).
      if (codeMessage !== undefined) {
        setError('code', { message: error.serverMessage ?? codeMessage });
      } else if (
        error.kind === 'validation' ||
        error.kind === 'client' ||
        error.kind === 'forbidden'
      ) {
        setFormError(error.serverMessage ?? t(SERVER_ERROR_KEY));
      } else setFormError(t(SERVER_ERROR_KEY));
    }
  });

  const codeError = errors.code?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <p>{t('register:verify.intro', { phone })}</p>
      <CodeField
        label={t('register:verify.codeLabel')}
        error={codeError ? translateMessage(t, codeError) : undefined}
        {...register('code')}
      />
      {formError ? <Alert>{formError}</Alert> : null}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('register:verify.submit')}
      </button>
      <SandboxCode phone={phone} />
    </form>
  );
}
