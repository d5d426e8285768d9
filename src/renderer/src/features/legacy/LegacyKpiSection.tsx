import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyPortfolio } from '#shared/api/legacy.ts';
import { languageAtom } from '../../state/atoms.ts';
import { LEGACY_KPI_FIGURES, legacyKpiText } from './legacy-kpi-figures.ts';
import styles from './legacy.module.css';

/**
 * The old portfolio's figures (#portfolio), every field of investor.md §3, as the legacy system
 * gives them for StartTime to EndTime: its call takes no range.
 */
export function LegacyKpiSection({ portfolio }: { portfolio: LegacyPortfolio }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  return (
    <section id="portfolio" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacy:kpis.title')}</h2>
      <dl className={styles.kpis}>
        {LEGACY_KPI_FIGURES.map((figure) => {
          const text = legacyKpiText(portfolio, figure, language);
          return (
            <div key={figure[0]} className={styles.kpi}>
              <dt>{t(`legacy:kpis.${figure[0]}`)}</dt>
              <dd>{text ?? t('legacy:kpis.notAvailable')}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
