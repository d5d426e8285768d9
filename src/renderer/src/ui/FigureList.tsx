import { useTranslation } from 'react-i18next';
import styles from './FigureList.module.css';

/** A figure: its label's i18n key and its value, formatted. */
export type Figure = readonly [labelKey: string, value: string];

/** A named list of labelled figures, label beside value (an offer's or a calculation's). */
export function FigureList({ label, figures }: { label: string; figures: readonly Figure[] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures} aria-label={label}>
      {figures.map(([labelKey, value]) => (
        <div key={labelKey} className={styles.figure}>
          <dt>{t(labelKey)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
