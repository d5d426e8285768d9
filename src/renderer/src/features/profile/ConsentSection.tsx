import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../../shared/api/user.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { useServices } from '../../app/services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { CheckboxField } from '../../ui/fields.tsx';
import { patchUser } from './api.ts';
import { profileKeys } from './queries.ts';
import styles from './profile.module.css';

export type ConsentField = 'is_checked_email_offers' | 'is_checked_sms_offers';

/**
 * One marketing consent, saved on its own (`PATCH api/user` with only this field): the box
 * changes at once; a failure puts back this field only (the other consent is untouched) and
 * shows the error.
 */
export function useConsent(field: ConsentField) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const key = profileKeys.user();
  const setField = (value: boolean) =>
    queryClient.setQueryData<UserProfile>(key, (old) => (old ? { ...old, [field]: value } : old));
  return useMutation({
    mutationFn: (value: boolean) => patchUser(api, { [field]: value }),
    onMutate: async (value: boolean) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserProfile>(key)?.[field] ?? !value;
      setField(value);
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context) setField(context.previous);
    },
    onSuccess: (profile) => setField(profile[field]),
  });
}

export function ConsentSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const email = useConsent('is_checked_email_offers');
  const sms = useConsent('is_checked_sms_offers');
  const [failed, setFailed] = useState(false);
  const change = (mutation: typeof email, value: boolean) => {
    setFailed(false);
    mutation.mutate(value, { onError: () => setFailed(true) });
  };
  return (
    <section className={`card ${styles.section}`} aria-labelledby="profile-consent">
      <h2 id="profile-consent">{t('profile:consent.title')}</h2>
      <p>{t('profile:consent.intro')}</p>
      <CheckboxField
        checked={profile.is_checked_email_offers}
        onChange={(event) => change(email, event.target.checked)}
      >
        {t('profile:consent.email')}
      </CheckboxField>
      <CheckboxField
        checked={profile.is_checked_sms_offers}
        onChange={(event) => change(sms, event.target.checked)}
      >
        {t('profile:consent.sms')}
      </CheckboxField>
      {failed ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
    </section>
  );
}
