import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '#shared/domain/date-range.ts';
import { formatDate } from '#shared/domain/format.ts';
import type { LastPortfolioView } from '#shared/offline-view.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { asOfParts } from './as-of.ts';
import buttons from '../../ui/button.module.css';
import styles from './offline-view.module.css';

/** What a portfolio page offers that needs the gateway: shown, disabled, with the reason. */
export type OfflineAction = 'csv' | 'ppExport' | 'autoinvest' | 'taxStatement' | 'withdraw';

const rangeText = (range: DateRange) => ({
  from: formatDate(range.from),
  to: formatDate(range.to),
});

/**
 * A portfolio page while the gateway does not answer: the view last seen, read-only and marked
 * with its time, under the page's own section headings (#portfolio, #transactions), then the
 * page's actions, disabled with the reason. Without a kept view it says so instead of an error.
 */
export function OfflineFrame(props: {
  /** undefined while it is being read. */
  view: LastPortfolioView | null | undefined;
  titles: { figures: string; transactions: string };
  figures: (view: LastPortfolioView) => ReactNode;
  rows: (view: LastPortfolioView) => ReactNode;
  actions: readonly OfflineAction[];
}) {
  const { view, titles, actions } = props;
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const figuresId = useId();
  const listId = useId();
  const actionsId = useId();
  const reasonId = useId();
  if (view === undefined) return <PageLoading />;
  const list = view?.transactions;
  return (
    <>
      <Alert tone="info">
        {view ? t('offline:asOf', asOfParts(view.seenAt, language)) : t('offline:nothingKept')}
      </Alert>
      {view && list ? (
        <>
          <section id="portfolio" className={styles.section} aria-labelledby={figuresId}>
            <h2 id={figuresId}>{titles.figures}</h2>
            {view.figuresRange ? (
              <p className={styles.muted}>
                {t('offline:figuresRange', rangeText(view.figuresRange))}
              </p>
            ) : null}
            {props.figures(view)}
          </section>
          <section id="transactions" className={styles.section} aria-labelledby={listId}>
            <h2 id={listId}>{titles.transactions}</h2>
            {list.rows.length > 0 ? props.rows(view) : <p>{t('offline:noRows')}</p>}
            <p className={styles.muted}>
              {list.range
                ? t('offline:rowsInRange', {
                    shown: list.rows.length,
                    total: list.total,
                    ...rangeText(list.range),
                  })
                : t('offline:rows', { shown: list.rows.length, total: list.total })}
            </p>
          </section>
        </>
      ) : null}
      {actions.length > 0 ? (
        <section className={styles.section} aria-labelledby={actionsId}>
          <h2 id={actionsId}>{t('offline:actions.title')}</h2>
          <p id={reasonId}>{t('offline:actions.reason')}</p>
          <div className={styles.actions}>
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={buttons.secondary}
                disabled
                aria-describedby={reasonId}
              >
                {t(`offline:actions.${action}`)}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
