import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RegisterRequest } from '#shared/api/identity.ts';
import { normalizePhone } from '#shared/domain/validation/phone.ts';
import {
  registerDetailsForm,
  type RegisterDetailsForm,
} from '#shared/domain/validation/registration.ts';
import { toApiLanguage } from '#shared/languages.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { identityCallbackAtom, registrationAtom } from '../../state/identity.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { registerDetails } from './api.ts';
import { FLOW_PATHS, type RegistrationFlow } from './flow.ts';
import { useIsForeignUser } from './guards.tsx';

const Field = boundFields<RegisterDetailsForm>();

/**
 * The details step of registration (/register/provide-details and
 * /onboarding/investor/provide-details): phone, e-mail typed twice (pasting into the second is
 * blocked) and the offers checkbox, posted with the identity's state.
 */
export function DetailsForm({ flow }: { flow: RegistrationFlow }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const identity = useAtomValue(identityCallbackAtom);
  const setRegistration = useSetAtom(registrationAtom);
  const foreign = useIsForeignUser();
  const [pasteBlocked, setPasteBlocked] = useState(false);
  const form = useApiForm({
    schema: registerDetailsForm,
    defaultValues: { mobile_phone: '', email: '', confirm_email: '', is_checked_offers: false },
    async onSubmit(values) {
      const body: RegisterRequest = {
        email: values.email,
        mobile_phone: normalizePhone(values.mobile_phone),
        is_checked_offers: values.is_checked_offers,
        state: identity?.state ?? '',
        language: toApiLanguage(language),
      };
      const answer = await registerDetails(api, body, foreign);
      setRegistration({
        body,
        state: answer.state || body.state,
        goal: answer.goal ?? identity?.goal ?? (flow === 'investor' ? 'investor' : null),
        blaId: identity?.blaId ?? null,
        foreign,
      });
      await navigate(FLOW_PATHS[flow].verify);
    },
  });

  const blockPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setPasteBlocked(true);
  };

  return (
    <ApiForm form={form}>
      <Field.Text
        name="mobile_phone"
        label={t('register:details.phoneLabel')}
        hint={t('register:details.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <Field.Text
        name="email"
        label={t('register:details.emailLabel')}
        type="email"
        autoComplete="email"
      />
      <Field.Text
        name="confirm_email"
        label={t('register:details.confirmEmailLabel')}
        hint={t('register:details.confirmEmailHint')}
        type="email"
        autoComplete="off"
        onPaste={blockPaste}
        onDrop={(event) => event.preventDefault()}
      />
      {pasteBlocked ? <Alert tone="info">{t('register:details.pasteBlocked')}</Alert> : null}
      <Field.Checkbox name="is_checked_offers">{t('register:details.offersLabel')}</Field.Checkbox>
      <FormAlert />
      <SubmitButton>{t('register:details.submit')}</SubmitButton>
    </ApiForm>
  );
}
