import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '#shared/api/user.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { CheckboxField } from '../../ui/fields.tsx';
import { patchProfile } from './mutations.ts';
import { applySavedFields, profileKeys } from './queries.ts';
import styles from './profile.module.css';
import layout from '../../ui/layout.module.css';

export type ConsentField = 'is_checked_email_offers' | 'is_checked_sms_offers';

/**
 * One marketing consent, saved on its own (`PATCH api/user` with only this field). The box
 * shows the new value at once, from local state set in the click handler itself: a change that
 * reached the box only through the query cache would arrive a tick late, after React has put the
 * controlled box back. Only the latest click decides: its success writes the saved value to the
 * cached profile, its failure drops the local value so the box shows the saved one again (the
 * other consent is untouched); answers to earlier clicks change nothing. `change` resolves to
 * false when the save the user is looking at failed.
 */
export function useConsent(field: ConsentField, saved: boolean) {
  const services = useServices();
  const [shown, setShown] = useState<boolean | null>(null);
  const latest = useRef(0);
  const change = async (value: boolean): Promise<boolean> => {
    const click = ++latest.current;
    setShown(value);
    // A profile load already under way would answer with the value from before this click.
    await services.queryClient.cancelQueries({ queryKey: profileKeys.user() });
    try {
      const fields = { [field]: value };
      await patchProfile(services, fields);
      if (click === latest.current) applySavedFields(services.queryClient, fields);
      return true;
    } catch {
      return click !== latest.current;
    } finally {
      if (click === latest.current) setShown(null);
    }
  };
  return { checked: shown ?? saved, change };
}

export function ConsentSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const email = useConsent('is_checked_email_offers', profile.is_checked_email_offers);
  const sms = useConsent('is_checked_sms_offers', profile.is_checked_sms_offers);
  const [failed, setFailed] = useState(false);
  const change = async (consent: typeof email, value: boolean) => {
    setFailed(false);
    if (!(await consent.change(value))) setFailed(true);
  };
  return (
    <section className={`${layout.card} ${styles.section}`} aria-labelledby="profile-consent">
      <h2 id="profile-consent">{t('profile:consent.title')}</h2>
      <p>{t('profile:consent.intro')}</p>
      <CheckboxField
        checked={email.checked}
        onChange={(event) => void change(email, event.target.checked)}
      >
        {t('profile:consent.email')}
      </CheckboxField>
      <CheckboxField
        checked={sms.checked}
        onChange={(event) => void change(sms, event.target.checked)}
      >
        {t('profile:consent.sms')}
      </CheckboxField>
      {failed ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
    </section>
  );
}
