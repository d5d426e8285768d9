/* The investor's portfolio: KPIs, transactions, add funds (the screens come with issue 8). */
export { transactionFilterLabel, transactionTypeLabel } from './transaction-labels.ts';
