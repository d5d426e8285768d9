import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { DepositOwner } from '../ledger/types.ts';

export interface UserDeposit {
  id: number;
  mambuDepositId: string;
  owner: DepositOwner;
  referenceNumber: string;
  createdAt: string;
}

const row = z.object({
  id: z.number(),
  mambu_deposit_id: z.string(),
  user_id: z.number().nullable(),
  reference_number: z.string(),
  created_at: z.string(),
});

/**
 * The deposit `{id}` of the investor endpoints (its mambu_deposit_id), when it is the user's own
 * or a company's the user represents; else undefined (the route answers 404, as for no deposit).
 */
export function depositOfUser(
  db: SqlDatabase,
  userId: number,
  mambuDepositId: string,
): UserDeposit | undefined {
  const found = db.get(
    row,
    `SELECT d.id, d.mambu_deposit_id, d.user_id, d.reference_number, d.created_at
     FROM deposits d
     WHERE d.mambu_deposit_id = ?1
       AND (d.user_id = ?2 OR d.company_id IN
         (SELECT company_id FROM company_representatives WHERE user_id = ?2))`,
    mambuDepositId,
    userId,
  );
  if (!found) return undefined;
  return {
    id: found.id,
    mambuDepositId: found.mambu_deposit_id,
    owner: found.user_id === null ? 'company-deposit' : 'investor-deposit',
    referenceNumber: found.reference_number,
    createdAt: found.created_at,
  };
}
