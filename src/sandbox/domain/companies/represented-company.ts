import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';

/** How the `{companyId}` of a company route stands to the user. */
export type CompanyAccess =
  { kind: 'represented'; companyId: number } | { kind: 'not-represented' } | { kind: 'unknown' };

export const COMPANY_NOT_FOUND = 'Company not found';
export const NOT_A_REPRESENTATIVE = 'You do not represent this company';

const found = z.object({ represented: z.number() });

/**
 * Whether the user represents the company of the path: any recorded signing right will do for
 * the AML questionnaire and the contract; only withdrawal and autoinvest need signing right 2
 * (investor.md §4, §6).
 */
export function companyAccess(db: SqlDatabase, userId: number, companyId: number): CompanyAccess {
  const row = db.get(
    found,
    `SELECT EXISTS (SELECT 1 FROM company_representatives WHERE company_id = c.id AND user_id = ?)
       AS represented
     FROM companies c WHERE c.id = ?`,
    userId,
    companyId,
  );
  if (!row) return { kind: 'unknown' };
  return row.represented === 1 ? { kind: 'represented', companyId } : { kind: 'not-represented' };
}
