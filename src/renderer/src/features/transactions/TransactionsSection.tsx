import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRange, type DateRange } from '#shared/domain/date-range.ts';
import type { TransactionTableRequest } from '#shared/domain/transaction-table.ts';
import type { TransactionFilter } from '#shared/domain/transactions.ts';
import { DateRangePicker, useHelsinkiToday } from '../../ui/date-range/index.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { PortfolioPerformanceExport } from '../pp-export/index.ts';
import { useTransactionsLoader } from '../transactions-loader/index.ts';
import { CsvDownload } from './CsvDownload.tsx';
import { FIRST_ROWS, MORE_ROWS, shownRows } from './paging.ts';
import { firstRowsQuery, transactionTableQuery } from './queries.ts';
import { TransactionFilters } from './TransactionFilters.tsx';
import { TransactionRows } from './TransactionRows.tsx';
import { useFetchOnRender } from './use-fetch-on-render.ts';
import { useLoadFailedToast } from './use-load-failed-toast.ts';
import styles from './transactions.module.css';
import buttons from '../../ui/button.module.css';

export interface TransactionsSectionProps {
  /** The deposit's mambu_deposit_id. */
  depositId: string;
  /** The CSV button; hidden on the dashboard's list (investor.md §2). */
  showCsv: boolean;
}

/**
 * The transactions list (investor.md §2): its own range (one month back to today), the filter
 * buttons, 16 rows and 10 more at a time, and the CSV of the same query.
 */
export function TransactionsSection({ depositId, showCsv }: TransactionsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const today = useHelsinkiToday();
  const load = useTransactionsLoader();
  const [range, setRange] = useState<DateRange>(() => defaultRange(today));
  const [filter, setFilter] = useState<TransactionFilter>('ALL');
  const [limit, setLimit] = useState(FIRST_ROWS);
  const request: TransactionTableRequest = {
    depositId,
    type: filter,
    fromDate: range.from,
    toDate: range.to,
  };
  // Asked for as the section renders, not in the effects after the page's render: the list's
  // request leaves before the figures' and the statuses', and before the page's effects run.
  useFetchOnRender(transactionTableQuery(load, request));
  const table = useQuery(transactionTableQuery(load, request));
  const firstRows = useQuery(firstRowsQuery(request)).data;
  useLoadFailedToast(table);

  const chooseRange = (next: DateRange) => {
    setRange(next);
    setLimit(FIRST_ROWS);
  };
  const chooseFilter = (next: TransactionFilter) => {
    setFilter(next);
    setLimit(FIRST_ROWS);
  };

  const shown = table.data ? shownRows(table.data.length, limit) : 0;
  // The newest rows before the whole list has come (its count and more rows wait for it), then
  // the whole list's, in the same place: the rows already on screen are updated, not rebuilt.
  const early = table.isPending ? firstRows : null;
  const rows = table.data && table.data.length > 0 ? table.data : early;
  return (
    <section id="transactions" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('transactions:title')}</h2>
      <DateRangePicker
        label={t('transactions:range')}
        value={range}
        today={today}
        onChange={chooseRange}
      />
      <TransactionFilters value={filter} onChange={chooseFilter} />
      {showCsv ? <CsvDownload request={request} /> : null}
      {showCsv ? (
        <PortfolioPerformanceExport
          depositId={depositId}
          range={range}
          allRows={transactionTableQuery(load, { ...request, type: 'ALL' })}
        />
      ) : null}
      {rows ? (
        <TransactionRows
          table={rows}
          shown={rows === early ? shownRows(rows.length, FIRST_ROWS) : shown}
        />
      ) : null}
      {table.isPending ? <PageLoading /> : null}
      {table.data?.length === 0 ? <p>{t('transactions:empty')}</p> : null}
      {table.data && table.data.length > 0 ? (
        <>
          <p className={styles.count}>
            {t('transactions:shownCount', { shown, total: table.data.length })}
          </p>
          {shown < table.data.length ? (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setLimit(shown + MORE_ROWS)}
            >
              {t('transactions:loadMore')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
