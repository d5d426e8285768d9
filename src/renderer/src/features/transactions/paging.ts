/** The list starts with 16 rows and each "load more" adds 10 (investor.md §2, §9). */
export const FIRST_ROWS = 16;
export const MORE_ROWS = 10;

/** How many rows are shown of a table of `length` rows when `limit` are asked for. */
export const shownRows = (length: number, limit: number): number => Math.min(length, limit);
