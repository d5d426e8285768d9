import { useAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, isAppLanguage } from '#shared/languages.ts';
import { languageAtom } from '../../state/atoms.ts';
import styles from './LanguageSwitcher.module.css';

/** A labelled select; each language is named in itself (Suomi, English, Svenska, Deutsch). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [language, setLanguage] = useAtom(languageAtom);
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        {t('shell:language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => {
          if (isAppLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {APP_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`shell:language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
