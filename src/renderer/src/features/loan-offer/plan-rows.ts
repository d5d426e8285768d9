/** The payment plan shows 10 rows; "load more" adds 10, "load less" goes back to 10 (§9). */
export const PLAN_FIRST_ROWS = 10;
export const PLAN_MORE_ROWS = 10;
