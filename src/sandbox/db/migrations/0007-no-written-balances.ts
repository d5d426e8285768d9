import type { Migration } from './types.ts';

/**
 * The first schema kept balances and autosell requests beside the money (a deposit's free and
 * invested capital, a withdrawal's amount left to sell). Every figure now comes from the ledger
 * (0003) and the engine's requests (0006), so the written-out copies go: nothing can drift from
 * the ledger if nothing else holds money.
 */
export const migration0007: Migration = {
  version: 7,
  name: 'no balances written beside the ledger',
  sql: `
DROP TABLE withdrawals;
ALTER TABLE deposits DROP COLUMN free_capital_cents;
ALTER TABLE deposits DROP COLUMN invested_cents;
`,
};
