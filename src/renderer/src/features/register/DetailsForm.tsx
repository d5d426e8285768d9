import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ClipboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RegisterRequest } from '#shared/api/identity.ts';
import {
  normalizePhone,
  registerDetailsForm,
  type RegisterDetailsForm,
} from '#shared/domain/validation.ts';
import { toApiLanguage } from '#shared/languages.ts';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
import { useServices } from '../../app/services.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import { languageAtom } from '../../state/atoms.ts';
import { identityCallbackAtom, registrationAtom } from '../../state/identity.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { registerDetails } from './api.ts';
import { FLOW_PATHS, type RegistrationFlow } from './flow.ts';
import { useIsForeignUser } from './guards.tsx';

const FIELDS = ['mobile_phone', 'email'] as const;

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
  const [formError, setFormError] = useState<string | null>(null);
  const [pasteBlocked, setPasteBlocked] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterDetailsForm>({
    resolver: zodResolver(registerDetailsForm),
    defaultValues: { mobile_phone: '', email: '', confirm_email: '', is_checked_offers: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: RegisterRequest = {
      email: values.email,
      mobile_phone: normalizePhone(values.mobile_phone),
      is_checked_offers: values.is_checked_offers,
      state: identity?.state ?? '',
      language: toApiLanguage(language),
    };
    try {
      const answer = await registerDetails(api, body, foreign);
      setRegistration({
        body,
        state: answer.state || body.state,
        goal: answer.goal ?? identity?.goal ?? (flow === 'investor' ? 'investor' : null),
        blaId: identity?.blaId ?? null,
        foreign,
      });
      await navigate(FLOW_PATHS[flow].verify);
    } catch (caught) {
      const error = toApiError(caught);
      let mapped = false;
      for (const field of FIELDS) {
        const message = error.fieldErrors[field];
        if (message !== undefined) {
          setError(field, { message });
          mapped = true;
        }
      }
      if (mapped) return;
      const other = Object.values(error.fieldErrors)[0];
      if (other !== undefined) setFormError(translateMessage(t, other));
      else if (error.kind === 'validation' || error.kind === 'client') {
        setFormError(error.serverMessage ?? t(SERVER_ERROR_KEY));
      } else setFormError(t(SERVER_ERROR_KEY));
    }
  });

  const message = (text: string | undefined) => (text ? translateMessage(t, text) : undefined);
  const blockPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setPasteBlocked(true);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={t('register:details.phoneLabel')}
        hint={t('register:details.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={message(errors.mobile_phone?.message)}
        {...register('mobile_phone')}
      />
      <TextField
        label={t('register:details.emailLabel')}
        type="email"
        autoComplete="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('register:details.confirmEmailLabel')}
        hint={t('register:details.confirmEmailHint')}
        type="email"
        autoComplete="off"
        onPaste={blockPaste}
        onDrop={(event) => event.preventDefault()}
        error={message(errors.confirm_email?.message)}
        {...register('confirm_email')}
      />
      {pasteBlocked ? <Alert tone="info">{t('register:details.pasteBlocked')}</Alert> : null}
      <div className="field">
        <label className="checkbox">
          <input type="checkbox" {...register('is_checked_offers')} />{' '}
          {t('register:details.offersLabel')}
        </label>
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('register:details.submit')}
      </button>
    </form>
  );
}
