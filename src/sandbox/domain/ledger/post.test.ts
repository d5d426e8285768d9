import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY, openDatabase, type SqlDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import {
  MARKETPLACE_FEES,
  WORLD,
  findAccount,
  freeCapital,
  investedCapital,
  loanPrincipal,
  openAccount,
} from './accounts.ts';
import { balance } from './balance.ts';
import { entries } from './entries.ts';
import { LedgerError, post, postGroup } from './post.ts';
import { ENTRY_TYPES, type AccountId } from './types.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2024-05-06T09:00:00.000Z');
const day = (n: number) => new Date(T0 + n * DAY);

let db: SqlDatabase;
let world: AccountId;
let free: AccountId;
let part: AccountId;
let loan: AccountId;
let fees: AccountId;

beforeEach(async () => {
  db = await openDatabase(MEMORY);
  migrate(db);
  world = openAccount(db, WORLD, day(0)).id;
  free = openAccount(db, freeCapital('investor-deposit', 7), day(0)).id;
  part = openAccount(db, investedCapital('investor-deposit', 7, 31), day(0)).id;
  loan = openAccount(db, loanPrincipal(3), day(0)).id;
  fees = openAccount(db, MARKETPLACE_FEES, day(0)).id;
});

afterEach(() => db.close());

describe('accounts', () => {
  it('opens an account once and finds it by its key', () => {
    expect(openAccount(db, WORLD, day(5)).id).toBe(world);
    expect(findAccount(db, investedCapital('investor-deposit', 7, 31))?.id).toBe(part);
    expect(findAccount(db, investedCapital('investor-deposit', 7, 32))).toBeUndefined();
    expect(findAccount(db, investedCapital('company-deposit', 7, 31))).toBeUndefined();
  });

  it('knows exactly the entry types of the schema', () => {
    const types = db.all(z.object({ type: z.string() }), 'SELECT type FROM ledger_entry_types');
    expect(types.map((row) => row.type).sort()).toEqual([...ENTRY_TYPES].sort());
  });
});

describe('post', () => {
  it('moves money from the credit account to the debit account', () => {
    post(db, {
      debit: free,
      credit: world,
      amountCents: 10_000,
      type: 'DEPOSIT',
      bookedAt: day(1),
    });
    post(db, {
      debit: part,
      credit: free,
      amountCents: 2_500,
      type: 'INVESTMENTS',
      bookedAt: day(2),
      ref: { loanId: 3, loanPartId: 31 },
    });
    expect(balance(db, free)).toBe(7_500);
    expect(balance(db, part)).toBe(2_500);
    expect(balance(db, world)).toBe(-10_000);
    expect(balance(db, free, { until: day(2) })).toBe(10_000);
    expect(balance(db, free, { until: day(1) })).toBe(0);
  });

  it('refuses amounts that are not positive safe whole cents, and a single-account entry', () => {
    const bad = [0, -1, 0.5, 12.01, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1];
    for (const amountCents of bad)
      expect(() =>
        post(db, { debit: free, credit: world, amountCents, type: 'DEPOSIT', bookedAt: day(1) }),
      ).toThrow(LedgerError);
    expect(() =>
      post(db, { debit: free, credit: free, amountCents: 1, type: 'DEPOSIT', bookedAt: day(1) }),
    ).toThrow(LedgerError);
    expect(() =>
      post(db, {
        debit: free,
        credit: world,
        amountCents: 1,
        type: 'DEPOSIT',
        bookedAt: new Date(Number.NaN),
      }),
    ).toThrow(LedgerError);
    expect(balance(db, world)).toBe(0);
  });

  it('books the legs of a group together or not at all', () => {
    post(db, { debit: free, credit: world, amountCents: 5_000, type: 'DEPOSIT', bookedAt: day(1) });
    const investment = postGroup(db, {
      bookedAt: day(2),
      legs: [
        { debit: part, credit: free, amountCents: 2_000, type: 'INVESTMENTS' },
        { debit: world, credit: loan, amountCents: 2_000, type: 'PRINCIPAL' },
      ],
    });
    expect(investment.entryIds).toHaveLength(2);
    const grouped = [...entries(db, free, { from: day(0), to: day(9) })].map((e) => e.groupId);
    expect(grouped).toEqual([expect.any(Number), investment.group]);

    const missing = 999_999 as AccountId;
    expect(() =>
      postGroup(db, {
        bookedAt: day(3),
        legs: [
          { debit: fees, credit: free, amountCents: 100, type: 'ADMINISTRATION_FEE' },
          { debit: missing, credit: free, amountCents: 100, type: 'ADMINISTRATION_FEE' },
        ],
      }),
    ).toThrow(/FOREIGN KEY/);
    expect(() =>
      postGroup(db, {
        bookedAt: day(3),
        legs: [
          { debit: fees, credit: free, amountCents: 100, type: 'ADMINISTRATION_FEE' },
          { debit: fees, credit: free, amountCents: -100, type: 'ADMINISTRATION_FEE' },
        ],
      }),
    ).toThrow(LedgerError);
    expect(balance(db, fees)).toBe(0);
    expect(balance(db, free)).toBe(3_000);
  });

  it('adds an entry to a group given', () => {
    const { group } = postGroup(db, {
      bookedAt: day(1),
      legs: [{ debit: free, credit: world, amountCents: 300, type: 'DEPOSIT' }],
    });
    post(db, {
      debit: fees,
      credit: free,
      amountCents: 3,
      type: 'SUBSCRIPTION_FEE',
      bookedAt: day(1),
      group,
    });
    expect([...entries(db, free, { from: day(0), to: day(2) })].map((e) => e.groupId)).toEqual([
      group,
      group,
    ]);
  });
});

describe('entries', () => {
  beforeEach(() => {
    post(db, {
      debit: free,
      credit: world,
      amountCents: 10_000,
      type: 'DEPOSIT',
      bookedAt: day(1),
    });
    post(db, {
      debit: part,
      credit: free,
      amountCents: 4_000,
      type: 'INVESTMENTS',
      bookedAt: day(2),
      ref: { loanId: 3, loanPartId: 31 },
    });
    post(db, {
      debit: free,
      credit: part,
      amountCents: 1_000,
      type: 'REPAID_CAPITAL',
      bookedAt: day(3),
      ref: { loanId: 3, loanPartId: 31 },
    });
    post(db, {
      debit: free,
      credit: world,
      amountCents: 80,
      type: 'INTEREST_PAID',
      bookedAt: day(3),
    });
    post(db, {
      debit: fees,
      credit: free,
      amountCents: 40,
      type: 'ADMINISTRATION_FEE',
      bookedAt: day(3),
    });
    post(db, {
      debit: world,
      credit: free,
      amountCents: 2_000,
      type: 'WITHDRAWAL',
      bookedAt: day(4),
    });
  });

  it('lists an account’s entries of a range in booking order, signed as the account sees them', () => {
    const listed = [...entries(db, free, { from: day(2), to: day(4) })];
    expect(listed.map((e) => [e.type, e.amountCents, e.counterAccountId])).toEqual([
      ['INVESTMENTS', -4_000, part],
      ['REPAID_CAPITAL', 1_000, part],
      ['INTEREST_PAID', 80, world],
      ['ADMINISTRATION_FEE', -40, fees],
    ]);
    expect(listed[1]).toMatchObject({ loanId: 3, loanPartId: 31, bookedAt: day(3).toISOString() });
  });

  it('filters by type', () => {
    const listed = entries(db, free, {
      from: day(0),
      to: day(9),
      types: ['DEPOSIT', 'WITHDRAWAL'],
    });
    expect([...listed].map((e) => e.amountCents)).toEqual([10_000, -2_000]);
    expect([...entries(db, free, { from: day(0), to: day(9), types: [] })]).toEqual([]);
  });

  it('streams: other queries may run while a listing is open', () => {
    const listing = entries(db, free, { from: day(0), to: day(9) });
    const seen: number[] = [];
    for (const entry of listing) {
      seen.push(entry.amountCents);
      expect(balance(db, free)).toBe(5_040);
      expect([...entries(db, part, { from: day(0), to: day(9) })]).toHaveLength(2);
    }
    expect(seen).toEqual([10_000, -4_000, 1_000, 80, -40, -2_000]);
  });
});
