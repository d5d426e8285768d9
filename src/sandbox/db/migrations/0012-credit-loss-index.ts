import type { Migration } from './types.ts';

/**
 * The credit-loss sale (engine/credit-loss-sale.ts) sums each part's written-off principal; with
 * thousands of loans a walk of every entry per part was most of a world's build. A partial index
 * holds only the CREDIT_LOSS_AMOUNT entries, so it costs the other bookings nothing.
 */
export const migration0012: Migration = {
  version: 12,
  name: 'credit losses by loan part',
  sql: `
CREATE INDEX ledger_entries_credit_loss ON ledger_entries (loan_part_id)
WHERE type = 'CREDIT_LOSS_AMOUNT';
`,
};
