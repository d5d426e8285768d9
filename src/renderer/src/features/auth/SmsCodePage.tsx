import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from '#shared/api/auth.ts';
import { smsPhoneForm, type SmsPhoneForm } from '#shared/domain/validation/login.ts';
import { normalizePhone } from '#shared/domain/validation/phone.ts';
import { ANONYMOUS } from '../../api/client.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { SandboxPersonas } from '../sandbox-demo/index.ts';
import { readSmsLoginState, type SmsLoginState } from './sms-state.ts';
import { PATHS } from '../../navigation/paths.ts';

const Field = boundFields<SmsPhoneForm>();

/** /login/sms/code: phone entry; the code is sent by SMS. */
export function SmsCodePage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const previous = readSmsLoginState(location.state);
  const blaId = search.get('blaId') ?? previous?.blaId ?? null;
  const form = useApiForm({
    schema: smsPhoneForm,
    defaultValues: { mobile_phone: previous?.mobilePhone ?? '' },
    async onSubmit({ mobile_phone }) {
      const mobilePhone = normalizePhone(mobile_phone);
      await api.call(authApi.smsLogin, { body: { mobile_phone: mobilePhone, blaId } }, ANONYMOUS);
      const state: SmsLoginState = { mobilePhone, blaId };
      await navigate(PATHS.loginSmsVerify, { state });
    },
    async onApiError(error) {
      // No user with this number: the bank login identifies (and registers) them.
      if (error.status !== 403) return false;
      await navigate(PATHS.loginBank);
      return true;
    },
  });

  return (
    <ApiForm form={form}>
      <h2>{t('auth:sms.title')}</h2>
      {search.get('error') === 'onboarded' ? (
        <Alert tone="info">{t('errors:alreadyOnboarded')}</Alert>
      ) : null}
      <p>{t('auth:sms.intro')}</p>
      <Field.Text
        name="mobile_phone"
        label={t('auth:sms.phoneLabel')}
        hint={t('auth:sms.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <FormAlert />
      <SubmitButton>
        {previous?.codeExpired ? t('auth:sms.resend') : t('auth:sms.submit')}
      </SubmitButton>
      <SandboxPersonas
        onPick={(phone) => form.methods.setValue('mobile_phone', phone, { shouldValidate: true })}
      />
    </ApiForm>
  );
}
