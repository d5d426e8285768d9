import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { START, startTestSandbox, type TestSandbox } from '../../test/sandbox.ts';
import { insertBulkInvestor, type BulkInvestor } from '../../world/bulk/bulk-investor.ts';
import { investedCapital, openAccount } from './accounts.ts';
import { portfolioEntries, type PortfolioEntryQuery } from './portfolio-entries.ts';
import { FIRST_SPAN_MS } from './window-span.ts';

let sandbox: TestSandbox;
let investor: BulkInvestor;
const owner = () => ({ kind: 'investor-deposit' as const, id: investor.depositRowId });

/** Three entries booked at one instant, between two of the deposit's parts and free capital. */
function bookTies(db: SqlDatabase, at: string): void {
  const part = (n: number) =>
    openAccount(
      db,
      investedCapital('investor-deposit', investor.depositRowId, 7_000 + n),
      new Date(0),
    ).id;
  const free = db.get(
    z.object({ id: z.number() }),
    `SELECT id FROM ledger_accounts
     WHERE owner_kind = 'investor-deposit' AND owner_id = ? AND kind = 'free-capital'`,
    investor.depositRowId,
  )?.id;
  if (free === undefined) throw new Error('The bulk investor has no free capital');
  const [a, b] = [part(1), part(2)];
  const group = db.run('INSERT INTO ledger_groups (created_at) VALUES (?)', at).lastInsertRowid;
  for (const [debit, credit, type] of [
    [a, free, 'INVESTMENTS'],
    [free, b, 'REPAID_CAPITAL'],
    [b, a, 'INVESTMENTS'],
  ] as const) {
    db.run(
      `INSERT INTO ledger_entries (group_id, debit_account_id, credit_account_id, amount_cents, type,
         booked_at) VALUES (?, ?, ?, 100, ?, ?)`,
      group,
      debit,
      credit,
      type,
      at,
    );
  }
}

/** What the list was before it was read in windows: one query, sorted whole. */
function sortedWhole(db: SqlDatabase, query: PortfolioEntryQuery) {
  const row = z.object({
    booked_at: z.string(),
    type: z.string(),
    loan_id: z.number().nullable(),
    amount_cents: z.number(),
    debit_account_id: z.number(),
    credit_account_id: z.number(),
  });
  return db.all(
    row,
    `WITH mine AS (
       SELECT id FROM ledger_accounts WHERE owner_kind = ?1 AND owner_id = ?2
         AND (?3 IS NULL OR kind IN (SELECT value FROM json_each(?3))))
     SELECT booked_at, type, loan_id, amount_cents, debit_account_id, credit_account_id
     FROM ledger_entries
     WHERE (debit_account_id IN (SELECT id FROM mine) OR credit_account_id IN (SELECT id FROM mine))
       AND booked_at >= ?4 AND booked_at < ?5
       AND (?6 IS NULL OR type IN (SELECT value FROM json_each(?6)))
     ORDER BY booked_at DESC, id DESC`,
    owner().kind,
    owner().id,
    query.accountKinds === undefined ? null : JSON.stringify(query.accountKinds),
    query.from?.toISOString() ?? '',
    query.to?.toISOString() ?? '9999',
    query.types === undefined ? null : JSON.stringify(query.types),
  );
}

const listed = (query: PortfolioEntryQuery) =>
  Array.from(portfolioEntries(sandbox.db, owner(), query), (entry) => [
    entry.bookedAt,
    entry.type,
    entry.loanId,
    Math.abs(entry.signedCents),
  ]);
const expected = (query: PortfolioEntryQuery) =>
  sortedWhole(sandbox.db, query).map((entry) => [
    entry.booked_at,
    entry.type,
    entry.loan_id,
    entry.amount_cents,
  ]);

beforeEach(async () => {
  sandbox = await startTestSandbox();
  investor = insertBulkInvestor(sandbox.db, { transactions: 5_000, now: new Date(START) });
  bookTies(sandbox.db, investor.lastBookedAt);
  bookTies(sandbox.db, new Date(Date.parse(investor.firstBookedAt) + 86_400_000).toISOString());
});
afterEach(() => sandbox.close());

describe('portfolioEntries', () => {
  it('lists every entry of the range once, newest first, as one sorted query would', () => {
    const queries: PortfolioEntryQuery[] = [
      {},
      { from: new Date(Date.parse(investor.firstBookedAt) + 1e10), to: new Date(START - 1e10) },
      { types: ['INVESTMENTS', 'DEPOSIT'] },
      { accountKinds: ['invested-capital'] },
      { from: new Date(START), to: new Date(START + 1e9) },
    ];
    for (const query of queries) {
      const rows = listed(query);
      expect(rows).toEqual(expected(query));
    }
    expect(listed({})).toHaveLength(5_006);
  });

  it('reads the newest hour of the range for its first row, not the whole range', () => {
    const windows: string[][] = [];
    const db: SqlDatabase = {
      ...sandbox.db,
      iterate: (schema, sql, ...params) => {
        windows.push(params.slice(3, 5).map(String));
        return sandbox.db.iterate(schema, sql, ...params);
      },
    };
    const [first] = portfolioEntries(db, owner());
    expect(first?.bookedAt).toBe(investor.lastBookedAt);
    expect(windows).toHaveLength(1);
    const [from = '', to = ''] = windows[0] ?? [];
    expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(FIRST_SPAN_MS);
  });
});
