import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { themeAtom } from '../../state/atoms.ts';
import { THEME_CHOICES, isThemeChoice } from '../../state/theme.ts';
import { SelectField } from '../../ui/fields.tsx';
import layout from '../../ui/layout.module.css';
import styles from './profile.module.css';

/**
 * The app's theme: the system's light or dark, or one of them always. An app setting, kept on
 * this device (not in the profile on the server), applied at once.
 */
export function ThemeSection() {
  const { t } = useTranslation();
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <section className={`${layout.card} ${styles.section}`} aria-labelledby="profile-theme">
      <h2 id="profile-theme">{t('profile:theme.title')}</h2>
      <p>{t('profile:theme.intro')}</p>
      <SelectField
        label={t('profile:theme.label')}
        value={theme}
        options={THEME_CHOICES.map((choice) => ({
          value: choice,
          label: t(`profile:theme.${choice}`),
        }))}
        onChange={(event) => {
          if (isThemeChoice(event.target.value)) setTheme(event.target.value);
        }}
      />
    </section>
  );
}
