import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { registerCodeForm, type RegisterCodeForm } from '#shared/domain/validation/registration.ts';
import { normalizeBlaId } from '../../navigation/post-login.ts';
import { useServices } from '../../services/app-services.ts';
import { resetIdentityAtom, type RegistrationState } from '../../state/identity.ts';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { SandboxCode } from '../sandbox-demo/index.ts';
import { verifyRegistration } from './api.ts';
import { afterRegistration } from './flow.ts';

const Field = boundFields<RegisterCodeForm>();

/** The spec: a failed verify shows the server's message, here on the code field. */
const VERIFY_FAILURE: ErrorReading = {
  texts: [{ field: 'code', serverMessage: true, onField: true }],
};

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
  const phone = registration.body.mobile_phone;
  // The registration state is cleared once this step has left the screen: cleared earlier, its
  // guard would send the user back to the details step.
  const [completed, setCompleted] = useState(false);
  useEffect(() => {
    if (!completed) return undefined;
    return () => resetIdentity();
  }, [completed, resetIdentity]);

  const form = useApiForm({
    schema: registerCodeForm,
    defaultValues: { code: '' },
    async onSubmit({ code }, controls) {
      const result = await verifyRegistration(
        api,
        { code, mobile_phone: phone, state: registration.state },
        registration.foreign,
      );
      if (!(await session.signIn(result.token))) {
        controls.setFormError('errors:vaultUnavailable');
        return;
      }
      const target = afterRegistration({
        goal: registration.goal,
        foreign: registration.foreign,
        blaId: normalizeBlaId(result.blaId, registration.blaId),
      });
      setCompleted(true);
      await navigate(target, { replace: true });
    },
    errorReading: VERIFY_FAILURE,
  });

  return (
    <ApiForm form={form}>
      <p>{t('register:verify.intro', { phone })}</p>
      <Field.Code name="code" label={t('register:verify.codeLabel')} />
      <FormAlert />
      <SubmitButton>{t('register:verify.submit')}</SubmitButton>
      <SandboxCode phone={phone} />
    </ApiForm>
  );
}
