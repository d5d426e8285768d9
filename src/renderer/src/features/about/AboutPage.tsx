import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { appInfoQuery } from './queries.ts';
import { settingRows, type RowValue } from './setting-rows.ts';
import styles from './about.module.css';
import tables from '../../ui/data-table.module.css';
import layout from '../../ui/layout.module.css';

/**
 * /about: the app's version and platform, and the settings in force, each marked when the
 * organisation's policy fixes it. It needs no session and no API, so it also helps when the
 * marketplace cannot be reached.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const { bridge, settings } = useServices();
  const language = useAtomValue(languageAtom);
  const info = useQuery(appInfoQuery(bridge));
  const text = (value: RowValue) =>
    'text' in value ? value.text : t(value.key, value.options ?? {});

  return (
    <section>
      <h1>{t('about:title')}</h1>
      <section className={`${layout.card} ${styles.section}`} aria-labelledby="about-app">
        <h2 id="about-app">{t('about:app.title')}</h2>
        <table className={tables.table} aria-labelledby="about-app">
          <tbody>
            <tr>
              <th scope="row">{t('about:app.version')}</th>
              <td>{info.data?.version}</td>
            </tr>
            <tr>
              <th scope="row">{t('about:app.platform')}</th>
              <td>{info.data ? t(`about:app.platforms.${info.data.platform}`) : null}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className={`${layout.card} ${styles.section}`} aria-labelledby="about-settings">
        <h2 id="about-settings">{t('about:settings.title')}</h2>
        <p>{t('about:settings.intro')}</p>
        <table className={tables.table} aria-labelledby="about-settings">
          <tbody>
            {settingRows(settings, language).map((row) => (
              <tr key={row.name}>
                <th scope="row">{t(`about:settings.names.${row.name}`)}</th>
                <td className={styles.value}>
                  {text(row.value)}
                  {row.locked ? (
                    <span className={styles.locked}>{t('about:settings.lockedByPolicy')}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
