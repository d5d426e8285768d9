/* The annual tax statement's rules and the computation of a year from a portfolio's history. */
export * from './rules.ts';
export * from './tax-year.ts';
export * from './from-transactions.ts';
export * from './answer-rows.ts';
