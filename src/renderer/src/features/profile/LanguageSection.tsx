import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '#shared/api/user.ts';
import { APP_LANGUAGES, fromApiLanguage, isAppLanguage } from '#shared/languages.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { saveLanguageMutation } from './mutations.ts';
import styles from './profile.module.css';
import layout from '../../ui/layout.module.css';

/** The profile language: saved with `PATCH api/user {language}`, then applied to the UI. */
export function LanguageSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const services = useServices();
  const setLanguage = useSetAtom(languageAtom);
  const save = useMutation({
    ...saveLanguageMutation(services),
    onSuccess: (_answer, language) => setLanguage(language),
  });
  const value =
    save.isPending && save.variables ? save.variables : fromApiLanguage(profile.language);
  return (
    <section className={`${layout.card} ${styles.section}`} aria-labelledby="profile-language">
      <h2 id="profile-language">{t('profile:language.title')}</h2>
      <SelectField
        label={t('profile:language.label')}
        value={value}
        disabled={save.isPending}
        options={APP_LANGUAGES.map((code) => ({
          value: code,
          label: t(`shell:language.${code}`),
          lang: code,
        }))}
        onChange={(event) => {
          if (isAppLanguage(event.target.value)) save.mutate(event.target.value);
        }}
      />
      {save.isSuccess ? <Alert tone="success">{t('profile:language.saved')}</Alert> : null}
      {save.isError ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
    </section>
  );
}
