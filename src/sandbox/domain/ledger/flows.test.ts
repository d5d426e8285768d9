import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMORY, openDatabase, type SqlDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { migration0015 } from '../../db/migrations/0015-ledger-portfolio-days.ts';
import { portfolioDays, portfolioDaysFromEntries } from '../../test/portfolio-days.ts';
import {
  MARKETPLACE_FEES,
  WORLD,
  freeCapital,
  investedCapital,
  legacyOutgoingTransfers,
  openAccount,
} from './accounts.ts';
import {
  depositFlows,
  flowsRow,
  freeCapitalDays,
  toFlows,
  type DepositFlows,
  type Portfolio,
} from './flows.ts';
import { post } from './post.ts';
import type { AccountId, AccountKey, EntryType } from './types.ts';

const HOUR = 3_600_000;
/** Three days before the clocks go forward in 2024 (31.3., 01:00 UTC), then a week. */
const T0 = Date.parse('2024-03-28T00:00:00.000Z');
const WINDOW_HOURS = 10 * 24;

const investor: Portfolio = { owner: 'investor-deposit', depositId: 1 };
const legacy: Portfolio = { owner: 'legacy-portfolio', depositId: 70_108 };

// The figures summed over every entry of the range, one leg at a time: what depositFlows must
// equal, however it gets there.
const DIRECT = `
WITH mine AS (SELECT id, kind FROM ledger_accounts WHERE owner_kind = ?1 AND owner_id = ?2),
legs AS (
  SELECT a.kind, e.type, e.amount_cents AS cents, c.owner_kind AS counter
  FROM mine a JOIN ledger_entries e ON e.debit_account_id = a.id
  JOIN ledger_accounts c ON c.id = e.credit_account_id WHERE e.booked_at >= ?3 AND e.booked_at < ?4
  UNION ALL
  SELECT a.kind, e.type, -e.amount_cents, c.owner_kind
  FROM mine a JOIN ledger_entries e ON e.credit_account_id = a.id
  JOIN ledger_accounts c ON c.id = e.debit_account_id WHERE e.booked_at >= ?3 AND e.booked_at < ?4
)
SELECT
  coalesce(sum(cents) FILTER (WHERE kind = 'free-capital'
    AND (type = 'DEPOSIT' OR (type = 'INTERNAL_TRANSFER' AND cents > 0))), 0) AS deposits,
  -coalesce(sum(cents) FILTER (WHERE kind = 'free-capital'
    AND (type = 'WITHDRAWAL' OR (type = 'INTERNAL_TRANSFER' AND cents < 0))), 0) AS withdrawals,
  -coalesce(sum(cents) FILTER (WHERE kind = 'free-capital' AND counter = 'marketplace'), 0)
    AS fees_paid,
  -coalesce(sum(cents) FILTER (WHERE kind = 'free-capital' AND type = 'INVESTMENTS'), 0)
    AS investments,
  coalesce(sum(cents) FILTER (WHERE kind = 'free-capital' AND type = 'REPAID_CAPITAL'), 0)
    AS repaid_capital,
  coalesce(sum(cents) FILTER (WHERE kind = 'free-capital' AND type = 'INTEREST_PAID'), 0)
    AS interest_paid,
  -coalesce(sum(cents) FILTER (WHERE kind = 'invested-capital' AND type = 'CREDIT_LOSS_AMOUNT'), 0)
    AS credit_losses
FROM legs`;

function directFlows(
  db: SqlDatabase,
  portfolio: Portfolio,
  range: { from: Date; to: Date },
): DepositFlows {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  return toFlows(db.get(flowsRow, DIRECT, portfolio.owner, portfolio.depositId, from, to));
}

// Index 0 is the investor's free capital; the others are its counterparties in the arbitraries.
const KEYS: readonly AccountKey[] = [
  freeCapital('investor-deposit', 1),
  WORLD,
  MARKETPLACE_FEES,
  investedCapital('investor-deposit', 1, 11),
  investedCapital('investor-deposit', 1, 12),
  freeCapital('investor-deposit', 2),
  freeCapital('legacy-portfolio', 70_108),
  legacyOutgoingTransfers(70_108),
  investedCapital('legacy-portfolio', 70_108, 31),
];
const TYPES: readonly EntryType[] = [
  'DEPOSIT',
  'WITHDRAWAL',
  'INTERNAL_TRANSFER',
  'INVESTMENTS',
  'REPAID_CAPITAL',
  'INTEREST_PAID',
  'ADMINISTRATION_FEE',
  'FEE_PAYBACK',
  'CREDIT_LOSS_AMOUNT',
];

async function ledger(migrations = MIGRATIONS): Promise<{ db: SqlDatabase; ids: AccountId[] }> {
  const db = await openDatabase(MEMORY);
  migrate(db, migrations);
  return { db, ids: KEYS.map((key) => openAccount(db, key, new Date(T0)).id) };
}

interface Booking {
  debit: number;
  credit: number;
  type: EntryType;
  cents: number;
  /** Minutes after T0. */
  minute: number;
  /** Also booked reversed (the correction of a mistaken entry), this many minutes later. */
  reversedAfter: number | null;
}

const accountIndex = fc.nat({ max: KEYS.length - 1 });
const booking: fc.Arbitrary<Booking> = fc
  .record({
    debit: accountIndex,
    credit: accountIndex,
    type: fc.constantFrom(...TYPES),
    cents: fc.integer({ min: 1, max: 1_000_000 }),
    minute: fc.nat({ max: WINDOW_HOURS * 60 }),
    reversedAfter: fc.option(fc.nat({ max: 3 * 24 * 60 })),
  })
  .filter((b) => b.debit !== b.credit);

function book(db: SqlDatabase, ids: AccountId[], b: Booking): void {
  const at = (minute: number) => new Date(T0 + minute * 60_000);
  const id = (index: number) => ids[index] ?? expect.fail(`no account ${index}`);
  const leg = { type: b.type, amountCents: b.cents };
  post(db, { ...leg, debit: id(b.debit), credit: id(b.credit), bookedAt: at(b.minute) });
  if (b.reversedAfter !== null) {
    const bookedAt = at(b.minute + b.reversedAfter);
    post(db, { ...leg, debit: id(b.credit), credit: id(b.debit), bookedAt });
  }
}

/** Helsinki midnights (21:00 or 22:00 UTC), UTC midnights and noons, and any minute. */
const instant: fc.Arbitrary<Date> = fc.oneof(
  fc.nat({ max: 12 }).map((d) => new Date(Date.parse('2024-03-27T22:00:00.000Z') + d * 24 * HOUR)),
  fc.nat({ max: 12 }).map((d) => new Date(Date.parse('2024-03-31T21:00:00.000Z') + d * 24 * HOUR)),
  fc.nat({ max: 24 }).map((halfDays) => new Date(T0 + (halfDays * 12 - 24) * HOUR)),
  fc.integer({ min: -60, max: (WINDOW_HOURS + 24) * 60 }).map((m) => new Date(T0 + m * 60_000)),
);

describe('the per-day flows (migration 0015)', () => {
  it('sum each portfolio account’s entries by their Helsinki day, in and out apart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(booking, { maxLength: 25 }), async (bookings) => {
        const { db, ids } = await ledger();
        try {
          for (const b of bookings) book(db, ids, b);
          expect(portfolioDays(db)).toEqual(portfolioDaysFromEntries(db));
        } finally {
          db.close();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('date an entry by Helsinki’s calendar on both sides of each clock change', async () => {
    const { db, ids } = await ledger();
    const [free = expect.fail(), world = expect.fail()] = ids;
    const instants = [
      // Helsinki midnight in winter (22:00 UTC), and the spring change at 01:00 UTC.
      '2024-03-30T21:59:59.999Z',
      '2024-03-30T22:00:00.000Z',
      '2024-03-31T00:59:59.999Z',
      '2024-03-31T01:00:00.000Z',
      // Helsinki midnight in summer (21:00 UTC), and the autumn change.
      '2024-06-30T20:59:59.999Z',
      '2024-06-30T21:00:00.000Z',
      '2024-10-26T20:59:59.999Z',
      '2024-10-26T21:00:00.000Z',
      '2024-10-27T00:59:59.999Z',
      '2024-10-27T01:00:00.000Z',
      '2024-10-27T21:59:59.999Z',
      '2024-10-27T22:00:00.000Z',
      // New year, and a change on the 25th, the earliest a last Sunday can be.
      '2025-12-31T21:59:59.999Z',
      '2025-12-31T22:00:00.000Z',
      '2029-03-25T00:59:59.999Z',
      '2029-03-25T01:00:00.000Z',
    ];
    for (const at of instants) {
      post(db, {
        debit: free,
        credit: world,
        amountCents: 1,
        type: 'DEPOSIT',
        bookedAt: new Date(at),
      });
    }
    expect(portfolioDays(db).map(([key, cents]) => [key.split(' ')[3], cents])).toEqual([
      ['2024-03-30', 1],
      ['2024-03-31', 3],
      ['2024-06-30', 1],
      ['2024-07-01', 1],
      ['2024-10-26', 1],
      ['2024-10-27', 4],
      ['2024-10-28', 1],
      ['2025-12-31', 1],
      ['2026-01-01', 1],
      ['2029-03-25', 2],
    ]);
    expect(portfolioDays(db)).toEqual(portfolioDaysFromEntries(db));
    db.close();
  });

  it('are filled in for the entries of a database made before them', async () => {
    const before = MIGRATIONS.filter((migration) => migration.version < migration0015.version);
    const { db, ids } = await ledger(before);
    const bookings = fc.sample(booking, { numRuns: 50, seed: 15 });
    for (const b of bookings) book(db, ids, b);
    expect(migrate(db)).toContain(migration0015.version);
    expect(portfolioDays(db).length).toBeGreaterThan(0);
    expect(portfolioDays(db)).toEqual(portfolioDaysFromEntries(db));
    db.close();
  });
});

describe('depositFlows', () => {
  it('equals a direct sum over the entries for any range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(booking, { maxLength: 25 }),
        fc.array(fc.tuple(instant, instant), { minLength: 1, maxLength: 6 }),
        async (bookings, ranges) => {
          const { db, ids } = await ledger();
          try {
            for (const b of bookings) book(db, ids, b);
            for (const [from, to] of ranges) {
              for (const portfolio of [investor, legacy]) {
                expect(depositFlows(db, portfolio, { from, to })).toEqual(
                  directFlows(db, portfolio, { from, to }),
                );
              }
            }
          } finally {
            db.close();
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  let db: SqlDatabase;
  let ids: AccountId[];
  beforeEach(async () => {
    ({ db, ids } = await ledger());
  });
  afterEach(() => db.close());

  const id = (index: number) => ids[index] ?? expect.fail(`no account ${index}`);
  const deposit = (cents: number, at: string) =>
    post(db, {
      debit: id(0),
      credit: id(1),
      amountCents: cents,
      type: 'DEPOSIT',
      bookedAt: new Date(at),
    });
  const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
  const deposits = (from: string, to: string) =>
    depositFlows(db, investor, range(from, to)).deposits;

  it('counts the pieces of the days at a range’s ends by the instant', () => {
    // 2.4.2024 10:00 and 20:00 UTC, 3.4. 10:00 and 4.4. 10:00 (Helsinki: UTC+3).
    deposit(1, '2024-04-02T10:00:00.000Z');
    deposit(10, '2024-04-02T20:00:00.000Z');
    deposit(100, '2024-04-03T10:00:00.000Z');
    deposit(1_000, '2024-04-04T10:00:00.000Z');
    expect(deposits('2024-04-02T12:00:00.000Z', '2024-04-04T10:00:00.000Z')).toBe(110);
    expect(deposits('2024-04-02T12:00:00.000Z', '2024-04-04T10:00:00.001Z')).toBe(1_110);
    expect(deposits('2024-04-02T10:00:00.000Z', '2024-04-02T20:00:00.000Z')).toBe(1);
    expect(deposits('2024-04-02T09:00:00.000Z', '2024-04-03T11:00:00.000Z')).toBe(111);
  });

  it('counts whole days from Helsinki midnight to Helsinki midnight', () => {
    deposit(1, '2024-04-01T20:59:59.999Z');
    deposit(10, '2024-04-01T21:00:00.000Z');
    deposit(100, '2024-04-03T20:59:59.999Z');
    deposit(1_000, '2024-04-03T21:00:00.000Z');
    expect(deposits('2024-04-01T21:00:00.000Z', '2024-04-03T21:00:00.000Z')).toBe(110);
    // UTC midnights split the same days.
    expect(deposits('2024-04-02T00:00:00.000Z', '2024-04-04T00:00:00.000Z')).toBe(1_100);
    // Midnight at one end, an instant inside a day at the other.
    expect(deposits('2024-04-01T21:00:00.000Z', '2024-04-03T12:00:00.000Z')).toBe(10);
    expect(deposits('2024-04-01T12:00:00.000Z', '2024-04-03T21:00:00.000Z')).toBe(111);
  });

  it('is zero over an empty or reversed range', () => {
    deposit(5, '2024-04-02T10:00:00.000Z');
    const zero: DepositFlows = {
      deposits: 0,
      withdrawals: 0,
      feesPaid: 0,
      investments: 0,
      repaidCapital: 0,
      interestPaid: 0,
      creditLosses: 0,
    };
    expect(
      depositFlows(db, investor, range('2024-04-02T10:00:00.000Z', '2024-04-02T10:00:00.000Z')),
    ).toEqual(zero);
    expect(
      depositFlows(db, investor, range('2024-04-01T21:00:00.000Z', '2024-04-01T21:00:00.000Z')),
    ).toEqual(zero);
    expect(
      depositFlows(db, investor, range('2024-04-05T21:00:00.000Z', '2024-03-30T21:00:00.000Z')),
    ).toEqual(zero);
  });

  it('nets a correction booked as a reverse entry, on its day or a later one', () => {
    deposit(500, '2024-04-02T10:00:00.000Z');
    post(db, {
      debit: id(1),
      credit: id(0),
      amountCents: 500,
      type: 'DEPOSIT',
      bookedAt: new Date('2024-04-02T15:00:00.000Z'),
    });
    deposit(70, '2024-04-03T10:00:00.000Z');
    post(db, {
      debit: id(1),
      credit: id(0),
      amountCents: 70,
      type: 'DEPOSIT',
      bookedAt: new Date('2024-04-05T10:00:00.000Z'),
    });
    expect(deposits('2024-04-01T21:00:00.000Z', '2024-04-02T21:00:00.000Z')).toBe(0);
    expect(deposits('2024-04-01T21:00:00.000Z', '2024-04-04T21:00:00.000Z')).toBe(70);
    expect(deposits('2024-04-01T21:00:00.000Z', '2024-04-05T21:00:00.000Z')).toBe(0);
    expect(deposits('2024-04-02T12:00:00.000Z', '2024-04-05T21:00:00.000Z')).toBe(-500);
  });
});

describe('freeCapitalDays', () => {
  it('gives each Helsinki day’s money in and out of free capital for the types asked', async () => {
    const { db, ids } = await ledger();
    const [free = expect.fail(), world = expect.fail(), fees = expect.fail()] = ids;
    const at = (instant: string) => new Date(instant);
    post(db, {
      debit: free,
      credit: world,
      amountCents: 300,
      type: 'DEPOSIT',
      bookedAt: at('2024-04-01T20:00:00.000Z'),
    });
    post(db, {
      debit: world,
      credit: free,
      amountCents: 40,
      type: 'WITHDRAWAL',
      bookedAt: at('2024-04-01T20:30:00.000Z'),
    });
    post(db, {
      debit: free,
      credit: world,
      amountCents: 5,
      type: 'DEPOSIT',
      bookedAt: at('2024-04-01T21:00:00.000Z'),
    });
    post(db, {
      debit: fees,
      credit: free,
      amountCents: 2,
      type: 'ADMINISTRATION_FEE',
      bookedAt: at('2024-04-02T10:00:00.000Z'),
    });
    post(db, {
      debit: world,
      credit: free,
      amountCents: 5,
      type: 'WITHDRAWAL',
      bookedAt: at('2024-04-02T10:00:00.000Z'),
    });
    const types = ['DEPOSIT', 'WITHDRAWAL'] as const;
    expect(freeCapitalDays(db, investor, '2024-04-01', '2024-04-02', types)).toEqual([
      { day: '2024-04-01', inCents: 300, outCents: 40 },
      { day: '2024-04-02', inCents: 5, outCents: 5 },
    ]);
    expect(freeCapitalDays(db, investor, '2024-04-02', '2024-04-02', ['DEPOSIT'])).toEqual([
      { day: '2024-04-02', inCents: 5, outCents: 0 },
    ]);
    db.close();
  });
});
