import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { Investor } from './types.ts';

/**
 * The autosell requests as they stand, read apart from the selling (autosell.ts): whether a
 * deposit is selling decides whether autoinvest buys for it (autoinvest-state.ts), and the sale
 * itself buys through autoinvest on the aftermarket, so both read the requests from here.
 */
export interface Autosell {
  id: number;
  investor: Investor;
  requestedCents: number;
}

const autosellRow = z.object({
  id: z.number(),
  deposit_owner: z.enum(['investor-deposit', 'company-deposit']),
  deposit_id: z.number(),
  requested_cents: z.number(),
});

const toAutosell = (row: z.output<typeof autosellRow>): Autosell => ({
  id: row.id,
  investor: { owner: row.deposit_owner, depositId: row.deposit_id },
  requestedCents: row.requested_cents,
});

const SELECT_ACTIVE = `SELECT id, deposit_owner, deposit_id, requested_cents FROM engine_autosells
  WHERE state = 'active'`;

export function activeAutosell(db: SqlDatabase, investor: Investor): Autosell | undefined {
  const row = db.get(
    autosellRow,
    `${SELECT_ACTIVE} AND deposit_owner = ? AND deposit_id = ?`,
    investor.owner,
    investor.depositId,
  );
  return row && toAutosell(row);
}

/** Every active request, oldest first. */
export function activeAutosells(db: SqlDatabase): Autosell[] {
  return db.all(autosellRow, `${SELECT_ACTIVE} ORDER BY id`).map(toAutosell);
}
