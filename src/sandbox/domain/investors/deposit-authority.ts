import { z } from 'zod';
import { signsAlone } from '#shared/domain/signing-right.ts';
import type { SqlDatabase } from '../../db/database.ts';

export interface DepositAuthority {
  /** The company whose deposit it is; null for a personal deposit. */
  companyId: number | null;
  /**
   * Whether the user may withdraw and switch autoinvest (investor.md §6): always on a personal
   * deposit, on a company's only with signing right 2.
   */
  maySignAlone: boolean;
}

const authorityRow = z.object({
  company_id: z.number().nullable(),
  signing_right: z.number().nullable(),
});

/** What the user may do with a deposit that depositOfUser found to be theirs. */
export function depositAuthority(
  db: SqlDatabase,
  userId: number,
  depositId: number,
): DepositAuthority {
  const row = db.get(
    authorityRow,
    `SELECT d.company_id, r.signing_right FROM deposits d
     LEFT JOIN company_representatives r ON r.company_id = d.company_id AND r.user_id = ?
     WHERE d.id = ?`,
    userId,
    depositId,
  );
  const companyId = row?.company_id ?? null;
  return {
    companyId,
    maySignAlone: companyId === null || signsAlone(row?.signing_right),
  };
}

/** Whether the deposit's owner, the person or the company, has a bank account to be paid to. */
export function hasBankAccount(db: SqlDatabase, depositId: number): boolean {
  return (
    db.get(
      z.object({ found: z.number() }),
      `SELECT 1 AS found FROM deposits d JOIN bank_accounts b
       ON b.user_id = d.user_id OR b.company_id = d.company_id
       WHERE d.id = ? LIMIT 1`,
      depositId,
    ) !== undefined
  );
}
