import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from './button.module.css';
import layout from './layout.module.css';
import tables from './data-table.module.css';

/** A payment plan shows its first 10 rows; load more adds 10, load less goes back to 10 (§9). */
export const PLAN_FIRST_ROWS = 10;
export const PLAN_MORE_ROWS = 10;

export interface PlanPaging<T> {
  /** The rows to show now. */
  rows: readonly T[];
  total: number;
  more: () => void;
  less: () => void;
}

/** The paging of a payment plan: the offer's and the loan's, by the one rule. */
export function usePlanPaging<T>(all: readonly T[]): PlanPaging<T> {
  const [limit, setLimit] = useState(PLAN_FIRST_ROWS);
  const shown = Math.min(all.length, limit);
  return {
    rows: all.slice(0, shown),
    total: all.length,
    more: () => setLimit(shown + PLAN_MORE_ROWS),
    less: () => setLimit(PLAN_FIRST_ROWS),
  };
}

/** How many rows are shown, with load more while rows are hidden and load less past the first 10. */
export function PlanPagingControls<T>({ paging }: { paging: PlanPaging<T> }) {
  const { t } = useTranslation();
  const shown = paging.rows.length;
  if (paging.total <= PLAN_FIRST_ROWS) return null;
  return (
    <>
      <p className={tables.note} aria-live="polite">
        {t('common:plan.shown', { shown, total: paging.total })}
      </p>
      <div className={layout.actions}>
        {shown < paging.total ? (
          <button type="button" className={buttons.secondary} onClick={paging.more}>
            {t('common:plan.loadMore')}
          </button>
        ) : null}
        {shown > PLAN_FIRST_ROWS ? (
          <button type="button" className={buttons.secondary} onClick={paging.less}>
            {t('common:plan.loadLess')}
          </button>
        ) : null}
      </div>
    </>
  );
}
