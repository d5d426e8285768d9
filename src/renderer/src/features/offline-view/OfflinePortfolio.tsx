import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyTransaction } from '#shared/api/legacy.ts';
import { tableOfRows } from '#shared/domain/transaction-table.ts';
import { FigureTiles, KPI_FIGURES, LEGACY_KPI_FIGURES } from '../investor-deposit/index.ts';
import { TransactionRows } from '../transactions/index.ts';
import { legacyTransactionsOf } from './legacy-view.ts';
import { OfflineFrame, type OfflineAction } from './OfflineFrame.tsx';
import type { LastViewState } from './use-last-view.ts';

type Offline = Extract<LastViewState, { offline: true }>;

/** The fair-credit portfolio's actions that need the gateway, in the page's order. */
const PORTFOLIO_ACTIONS: readonly OfflineAction[] = [
  'csv',
  'ppExport',
  'autoinvest',
  'taxStatement',
  'withdraw',
];

/**
 * The fair-credit portfolio page (person or company) while the gateway does not answer: its
 * heading, then the last view. The dashboard form has no actions of its own.
 */
export function OfflineDepositPortfolio({
  state,
  title,
  withActions,
}: {
  state: Offline;
  title: string;
  withActions: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <OfflineFrame
        view={state.view}
        titles={{ figures: t('portfolio:kpis.title'), transactions: t('transactions:title') }}
        figures={(view) => (
          <FigureTiles figures={view.figures} list={KPI_FIGURES} namespace="portfolio" />
        )}
        rows={(view) => (
          <TransactionRows
            table={tableOfRows(view.transactions.rows)}
            shown={view.transactions.rows.length}
          />
        )}
        actions={withActions ? PORTFOLIO_ACTIONS : []}
      />
    </article>
  );
}

/**
 * The legacy portfolio's sections while the gateway does not answer; its page keeps its greeting
 * and draws the rows with its own list (`Rows`).
 */
export function OfflineLegacyPortfolio({
  state,
  withdraw,
  Rows,
}: {
  state: Offline;
  withdraw: boolean;
  Rows: ComponentType<{ rows: readonly LegacyTransaction[] }>;
}) {
  const { t } = useTranslation();
  return (
    <OfflineFrame
      view={state.view}
      titles={{ figures: t('legacy:kpis.title'), transactions: t('legacy:transactions.title') }}
      figures={(view) => (
        <FigureTiles figures={view.figures} list={LEGACY_KPI_FIGURES} namespace="legacy" />
      )}
      rows={(view) => <Rows rows={legacyTransactionsOf(view)} />}
      actions={withdraw ? ['taxStatement', 'withdraw'] : ['taxStatement']}
    />
  );
}
