import { FIRST_ROWS } from '#shared/domain/transaction-table.ts';

/** The list starts with 16 rows and each "load more" adds 10 (investor.md §2, §9). */
export { FIRST_ROWS };
export const MORE_ROWS = 10;

/** How many rows are shown of a table of `length` rows when `limit` are asked for. */
export const shownRows = (length: number, limit: number): number => Math.min(length, limit);
