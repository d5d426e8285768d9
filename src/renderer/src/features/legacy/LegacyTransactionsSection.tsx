import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '#shared/domain/date-range.ts';
import { useServices } from '../../services/app-services.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { FIRST_ROWS, MORE_ROWS, shownRows, useLoadFailedToast } from '../transactions/index.ts';
import { transactionsInRange } from './legacy-range.ts';
import { LegacyRangePicker, useLegacyRange } from './LegacyRangePicker.tsx';
import { LegacyTransactionRows } from './LegacyTransactionRows.tsx';
import { legacyTransactionsQuery } from './queries.ts';
import styles from './legacy.module.css';
import buttons from '../../ui/button.module.css';

/**
 * The old portfolio's transactions (#transactions): the legacy call has no dates, so the range
 * picker filters them here. It starts at the portfolio's StartTime (or five years back) and
 * ignores a range starting before StartTime. 16 rows, then 10 more at a time.
 */
export function LegacyTransactionsSection({
  userId,
  startTime,
}: {
  userId: number;
  /** The portfolio's StartTime. */
  startTime: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { api } = useServices();
  const legacyRange = useLegacyRange(startTime);
  const [limit, setLimit] = useState(FIRST_ROWS);
  const transactions = useQuery(legacyTransactionsQuery(api, userId));
  useLoadFailedToast(transactions);

  const chooseRange = (next: DateRange) => {
    if (legacyRange.choose(next)) setLimit(FIRST_ROWS);
  };

  const inRange = transactions.data
    ? transactionsInRange(transactions.data, legacyRange.range)
    : null;
  const shown = inRange ? shownRows(inRange.length, limit) : 0;
  return (
    <section id="transactions" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacy:transactions.title')}</h2>
      <LegacyRangePicker
        label={t('legacy:transactions.range')}
        startTime={startTime}
        legacyRange={legacyRange}
        onChange={chooseRange}
      />
      {transactions.isPending ? <PageLoading /> : null}
      {inRange?.length === 0 ? <p>{t('legacy:transactions.empty')}</p> : null}
      {inRange && inRange.length > 0 ? (
        <>
          <LegacyTransactionRows rows={inRange.slice(0, shown)} />
          <p className={styles.muted}>
            {t('legacy:transactions.shownCount', { shown, total: inRange.length })}
          </p>
          {shown < inRange.length ? (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setLimit(shown + MORE_ROWS)}
            >
              {t('legacy:transactions.loadMore')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
