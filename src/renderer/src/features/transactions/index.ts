/* The investor's transactions list: range, filters, rows 16 then 10 more, and its CSV. */
export { TransactionsSection, type TransactionsSectionProps } from './TransactionsSection.tsx';
export { TransactionRows } from './TransactionRows.tsx';
export { transactionFilterLabel, transactionTypeLabel } from './transaction-labels.ts';
export { transactionKeys, transactionTableQuery } from './queries.ts';
export { firstListRequest } from './first-list-request.ts';
export { useFetchOnRender } from './use-fetch-on-render.ts';
export { PORTFOLIO_LOAD_FAILED_KEY, useLoadFailedToast } from './use-load-failed-toast.ts';
export { FIRST_ROWS, MORE_ROWS, shownRows } from './paging.ts';
