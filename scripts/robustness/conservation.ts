/**
 * The ledger's conservation property, as the engine's property test states it
 * (src/sandbox/domain/engine/conservation.test.ts), for a whole sandbox database: double entry
 * (all balances sum to zero), no negative free capital or fee income, each loan's parts owed
 * exactly what its borrower owes, and the outgoing payments exactly the withdrawals not yet paid.
 * Returns the violations found, empty when it holds.
 */
import { z } from 'zod';
import type { SqlDatabase } from '../../src/sandbox/db/database.ts';
import { allBalances } from '../../src/sandbox/test/engine-world.ts';

const sumRow = z.object({ cents: z.number() });
const sum = (db: SqlDatabase, sql: string, ...params: (string | number)[]) =>
  db.get(sumRow, `SELECT coalesce(sum(x), 0) AS cents FROM (${sql})`, ...params)?.cents ?? 0;

const MAX_REPORTED = 10;

export function conservationViolations(db: SqlDatabase): string[] {
  const found: string[] = [];
  const fail = (text: string) => {
    if (found.length < MAX_REPORTED) found.push(text);
  };
  const balances = allBalances(db);
  const total = balances.reduce((t, a) => t + a.balance, 0);
  if (total !== 0) fail(`balances sum to ${total} cents, not 0`);
  for (const a of balances) {
    if ((a.kind === 'free-capital' || a.kind === 'fee-income') && a.balance < 0)
      fail(`${a.owner_kind} ${a.owner_id} ${a.kind} is ${a.balance} cents`);
  }

  const loans = db.all(
    z.object({ id: z.number(), amount_cents: z.number(), state: z.string() }),
    'SELECT id, amount_cents, state FROM engine_loans',
  );
  const invested = new Map<number, number>();
  for (const a of balances)
    if (a.kind === 'invested-capital' && a.loan_part_id !== null)
      invested.set(a.loan_part_id, (invested.get(a.loan_part_id) ?? 0) + a.balance);
  const principal = new Map<number, number>();
  for (const a of balances)
    if (a.owner_kind === 'loan' && a.kind === 'principal' && a.owner_id !== null)
      principal.set(a.owner_id, a.balance);
  const parts = db.all(
    z.object({ id: z.number(), loan_id: z.number(), amount_cents: z.number() }),
    'SELECT id, loan_id, amount_cents FROM engine_loan_parts',
  );
  const owedByLoan = new Map<number, number>();
  for (const part of parts) {
    const cents = invested.get(part.id) ?? 0;
    if (cents < 0 || cents > part.amount_cents)
      fail(`loan part ${part.id}: ${cents} cents invested of ${part.amount_cents}`);
    owedByLoan.set(part.loan_id, (owedByLoan.get(part.loan_id) ?? 0) + cents);
  }
  const repaid = new Map(
    db
      .all(
        z.object({ loan_id: z.number(), cents: z.number() }),
        `SELECT loan_id, sum(principal_cents) AS cents FROM engine_installments
         WHERE state = 'PAID' GROUP BY loan_id`,
      )
      .map((row) => [row.loan_id, row.cents]),
  );
  for (const loan of loans) {
    const owes = 0 - (principal.get(loan.id) ?? 0);
    const owed = owedByLoan.get(loan.id) ?? 0;
    const expected =
      loan.state === 'APPROVED' || loan.state === 'CLOSED_WRITTEN_OFF'
        ? 0
        : loan.amount_cents - (repaid.get(loan.id) ?? 0);
    const partsExpected = loan.state === 'CLOSED_WRITTEN_OFF' ? 0 : expected;
    if (owes !== expected || (loan.state !== 'APPROVED' && owed !== partsExpected))
      fail(
        `loan ${loan.id} (${loan.state}): owes ${owes}, parts owed ${owed}, expected ${expected}`,
      );
  }

  const unpaid = sum(
    db,
    `SELECT e.amount_cents AS x FROM engine_withdrawals w JOIN ledger_entries e
     ON e.id = w.entry_id WHERE w.paid_on IS NULL`,
  );
  const outgoing = balances
    .filter((a) => a.kind === 'outgoing-payments')
    .reduce((t, a) => t + a.balance, 0);
  if (outgoing !== unpaid)
    fail(`outgoing payments ${outgoing} cents, unpaid withdrawals ${unpaid}`);
  return found;
}
