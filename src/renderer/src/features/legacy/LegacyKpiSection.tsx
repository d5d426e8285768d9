import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyPortfolio } from '#shared/api/legacy.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { FigureTiles, LEGACY_KPI_FIGURES } from '../investor-deposit/index.ts';
import { kpisForRange } from './legacy-kpi-range.ts';
import { LegacyRangePicker, useLegacyRange } from './LegacyRangePicker.tsx';
import { legacyTransactionsQuery } from './queries.ts';
import styles from './legacy.module.css';

/**
 * The old portfolio's figures (#portfolio), every field of investor.md §3, for the range of its
 * own picker (investor.md §2). The legacy call takes no range, so a range other than the whole
 * period is worked out from the transactions (kpisForRange); like the transactions' picker it
 * starts at StartTime (or five years back) and ignores a range starting before StartTime.
 */
export function LegacyKpiSection({
  portfolio,
  userId,
}: {
  portfolio: LegacyPortfolio;
  userId: number;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const headingId = useId();
  const legacyRange = useLegacyRange(portfolio.StartTime);
  // The transactions section asks for the same list: one request serves both.
  const transactions = useQuery(legacyTransactionsQuery(api, userId));
  const figures = kpisForRange(portfolio, transactions.data, legacyRange.range);

  return (
    <section id="portfolio" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacy:kpis.title')}</h2>
      <LegacyRangePicker
        label={t('legacy:kpis.range')}
        startTime={portfolio.StartTime}
        legacyRange={legacyRange}
      />
      {figures === null && transactions.isError ? <Alert>{t('errors:pageLoad')}</Alert> : null}
      {figures === null && !transactions.isError ? <PageLoading /> : null}
      {figures ? (
        <FigureTiles figures={figures} list={LEGACY_KPI_FIGURES} namespace="legacy" />
      ) : null}
    </section>
  );
}
