import type { Migration } from './types.ts';

/**
 * The `loans` table of migration 0001 was never read or written: a borrower's loans are the
 * engine's (`engine_loans`, 0004 and 0010), with their schedules and ledger accounts.
 */
export const migration0014: Migration = {
  version: 14,
  name: 'drop the unused loans table',
  sql: `
DROP TABLE loans;
`,
};
