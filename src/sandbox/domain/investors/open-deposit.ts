import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { referenceNumber } from './reference-number.ts';

/** Whose deposit account it is: a person's or a company's. */
export type DepositHolder = { userId: number } | { companyId: number };

const count = z.object({ n: z.number() });

const holderColumn = (holder: DepositHolder) =>
  'userId' in holder
    ? { column: 'user_id', id: holder.userId }
    : { column: 'company_id', id: holder.companyId };

/**
 * Opens the holder's first investor deposit account, unsigned, as the gateway does after the AML
 * questionnaire: the contract step that follows needs a deposit to sign (investor.md §4 Access
 * guards). Nothing when the holder has one. Its id is `DEP` + the holder's id + a serial, the
 * first free one (a person's and a company's ids may coincide); the reference number is built on
 * the same digits.
 */
export function openFirstDeposit(db: SqlDatabase, holder: DepositHolder, now: Date): void {
  const { column, id } = holderColumn(holder);
  const existing = db.get(count, `SELECT count(*) AS n FROM deposits WHERE ${column} = ?`, id);
  if ((existing?.n ?? 0) > 0) return;
  let serial = 1;
  while (
    (db.get(
      count,
      'SELECT count(*) AS n FROM deposits WHERE mambu_deposit_id = ?',
      `DEP${id}${serial}`,
    )?.n ?? 0) > 0
  ) {
    serial += 1;
  }
  db.run(
    `INSERT INTO deposits (mambu_deposit_id, ${column}, has_signed_contract, reference_number, created_at)
     VALUES (?, ?, 0, ?, ?)`,
    `DEP${id}${serial}`,
    id,
    referenceNumber(`${id}${serial}`),
    now.toISOString(),
  );
}
