import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { authApi } from '#shared/api/auth.ts';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { LEGACY_SYSTEM_EXCEPTION } from '#shared/api/envelope.ts';
import { legacyLoginForm, type LegacyLoginForm } from '#shared/domain/validation/login.ts';
import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import { ANONYMOUS } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { PATHS } from '../../navigation/paths.ts';
import { legacyCanBeOnboardedAtom } from '../../state/atoms.ts';
import layout from '../../ui/layout.module.css';

const Field = boundFields<LegacyLoginForm>();

/** Wrong credentials (a 401 here ends no session) and the old system failing have own texts. */
const LOGIN_FAILURE: ErrorReading = {
  texts: [
    { status: 401, text: 'errors:wrongCredentials' },
    { messageIncludes: LEGACY_SYSTEM_EXCEPTION, text: 'errors:legacySystem' },
  ],
};

/** Any other 403: the user has already moved to the new system. */
const isOnboarded = (error: ApiError): boolean =>
  error.status === 403 && error.serverMessage?.includes(LEGACY_SYSTEM_EXCEPTION) !== true;

/** /login/email: username and password for legacy users (registered before September 2019). */
export function EmailLoginPage() {
  const { t } = useTranslation();
  const { api, session, store } = useServices();
  const navigate = useNavigate();
  const form = useApiForm({
    schema: legacyLoginForm,
    defaultValues: { username: '', password: '' },
    async onSubmit(values, controls) {
      const result = await api.call(authApi.legacyAuth, { body: values }, ANONYMOUS);
      if (!(await session.signInLegacy(result.token, result.role))) {
        controls.setFormError('errors:vaultUnavailable');
        return;
      }
      store.set(legacyCanBeOnboardedAtom, result.can_be_onboarded);
      await navigate(
        result.role === 'borrower' ? PATHS.restricted('borrower') : PATHS.restricted('investor'),
        {
          replace: true,
        },
      );
    },
    errorReading: LOGIN_FAILURE,
    async onApiError(error) {
      if (!isOnboarded(error)) return false;
      // Already moved to the new system: the SMS login, with a notice.
      await navigate(`${PATHS.loginSmsCode}?error=onboarded`);
      return true;
    },
  });

  return (
    <ApiForm form={form}>
      <h2>{t('auth:email.title')}</h2>
      <p>{t('auth:email.intro')}</p>
      <Field.Text name="username" label={t('auth:email.usernameLabel')} autoComplete="username" />
      <Field.Text
        name="password"
        label={t('auth:email.passwordLabel')}
        type="password"
        autoComplete="current-password"
      />
      <FormAlert />
      <div className={layout.actions}>
        <SubmitButton>{t('auth:email.submit')}</SubmitButton>
        <ExternalLink href={EXTERNAL_LINKS.legacyForgotPassword}>
          {t('auth:email.forgotPassword')}
        </ExternalLink>
      </div>
    </ApiForm>
  );
}
