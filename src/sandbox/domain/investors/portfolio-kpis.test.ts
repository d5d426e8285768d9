import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { xirr, type CashFlow } from '#shared/domain/finance/xirr.ts';
import { MEMORY, openDatabase, type SqlDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import {
  WORLD,
  freeCapital,
  investedCapital,
  legacyOutgoingTransfers,
  openAccount,
} from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import { entries } from '../ledger/entries.ts';
import { post } from '../ledger/post.ts';
import type { AccountId, EntryType } from '../ledger/types.ts';
import { helsinkiDays } from './helsinki-days.ts';
import { portfolioMeasures, type PortfolioAccount } from './portfolio-kpis.ts';

const portfolio: PortfolioAccount = { owner: 'investor-deposit', depositId: 1 };
const T0 = Date.parse('2024-03-20T00:00:00.000Z');
const FROM = '2024-03-22';
const TO = '2024-04-08';

interface Accounts {
  free: AccountId;
  part: AccountId;
  world: AccountId;
  legacyOut: AccountId;
}

async function ledger(): Promise<{ db: SqlDatabase; accounts: Accounts }> {
  const db = await openDatabase(MEMORY);
  migrate(db);
  const at = new Date(T0);
  const accounts = {
    free: openAccount(db, freeCapital('investor-deposit', 1), at).id,
    part: openAccount(db, investedCapital('investor-deposit', 1, 11), at).id,
    world: openAccount(db, WORLD, at).id,
    legacyOut: openAccount(db, legacyOutgoingTransfers(70_108), at).id,
  };
  return { db, accounts };
}

/**
 * The XIRR of the range the way a spreadsheet would take it: one flow per entry that crossed
 * between the investor and the portfolio, on its Helsinki day, with the values at both ends.
 */
function entryByEntryRoi(db: SqlDatabase, { free, part }: Accounts): number | null {
  const range = helsinkiDays(FROM, TO);
  const value = (at: Date) => balance(db, free, { until: at }) + balance(db, part, { until: at });
  const types: EntryType[] = ['DEPOSIT', 'WITHDRAWAL', 'INTERNAL_TRANSFER'];
  const flows: CashFlow[] = [{ date: FROM, amount: -value(range.from) }];
  for (const entry of entries(db, free, { ...range, types })) {
    flows.push({ date: helsinkiToday(new Date(entry.bookedAt)), amount: -entry.amountCents });
  }
  flows.push({ date: TO, amount: value(range.to) });
  return xirr(flows);
}

type Move = { kind: 'deposit' | 'withdraw' | 'transfer-in' | 'invest'; cents: number };

const move: fc.Arbitrary<Move & { minute: number }> = fc.record({
  kind: fc.constantFrom(
    'deposit' as const,
    'withdraw' as const,
    'transfer-in' as const,
    'invest' as const,
  ),
  cents: fc.integer({ min: 1, max: 100_000 }),
  minute: fc.nat({ max: 22 * 24 * 60 }),
});

function book(db: SqlDatabase, a: Accounts, m: Move, bookedAt: Date): void {
  const [debit, credit, type]: [AccountId, AccountId, EntryType] =
    m.kind === 'deposit'
      ? [a.free, a.world, 'DEPOSIT']
      : m.kind === 'withdraw'
        ? [a.world, a.free, 'WITHDRAWAL']
        : m.kind === 'transfer-in'
          ? [a.free, a.legacyOut, 'INTERNAL_TRANSFER']
          : [a.part, a.free, 'INVESTMENTS'];
  post(db, { debit, credit, type, amountCents: m.cents, bookedAt });
}

describe('portfolioMeasures', () => {
  it('gives the XIRR of one flow per entry, from the per-day flows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 30 }), async (moves) => {
        const { db, accounts } = await ledger();
        try {
          for (const m of moves) book(db, accounts, m, new Date(T0 + m.minute * 60_000));
          const expected = entryByEntryRoi(db, accounts);
          const { roi } = portfolioMeasures(db, portfolio, FROM, TO);
          if (expected === null) expect(roi).toBeNull();
          else expect(roi).toBeCloseTo(expected, 9);
        } finally {
          db.close();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('dates each flow by its Helsinki day', async () => {
    const { db, accounts } = await ledger();
    // 1000 € in at 00:30 on 1.4. in Helsinki (still 31.3. in UTC), 10 € interest on 5.4.
    book(db, accounts, { kind: 'deposit', cents: 100_000 }, new Date('2024-03-31T21:30:00.000Z'));
    post(db, {
      debit: accounts.free,
      credit: accounts.world,
      type: 'INTEREST_PAID',
      amountCents: 1_000,
      bookedAt: new Date('2024-04-05T10:00:00.000Z'),
    });
    const { roi, figures } = portfolioMeasures(db, portfolio, FROM, TO);
    expect(figures).toMatchObject({ deposits: 100_000, interestPaid: 1_000 });
    // 1 % in the 7 days from 1.4. to 8.4.
    expect(roi).toBeCloseTo(1.01 ** (365 / 7) - 1, 9);
    expect(roi).toBeCloseTo(entryByEntryRoi(db, accounts) ?? Number.NaN, 9);
    db.close();
  });
});
