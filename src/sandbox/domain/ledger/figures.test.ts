import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMORY, openDatabase, type SqlDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import {
  MARKETPLACE_FEES,
  WORLD,
  freeCapital,
  investedCapital,
  legacyOutgoingTransfers,
  loanPrincipal,
  openAccount,
} from './accounts.ts';
import { depositFigures } from './figures.ts';
import { post, postGroup } from './post.ts';
import type { AccountKey } from './types.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2024-01-01T10:00:00.000Z');
const day = (n: number) => new Date(T0 + n * DAY);

let db: SqlDatabase;

beforeEach(async () => {
  db = await openDatabase(MEMORY);
  migrate(db);
  const open = (key: AccountKey) => openAccount(db, key, day(0)).id;
  const world = open(WORLD);
  const fees = open(MARKETPLACE_FEES);
  const free = open(freeCapital('investor-deposit', 1));
  const part11 = open(investedCapital('investor-deposit', 1, 11));
  const part12 = open(investedCapital('investor-deposit', 1, 12));
  const loan1 = open(loanPrincipal(1));
  const loan2 = open(loanPrincipal(2));
  // Others' money, which must not count: another investor, and a company deposit of the same id.
  const other = open(freeCapital('investor-deposit', 2));
  const company = open(freeCapital('company-deposit', 1));

  post(db, { debit: free, credit: world, amountCents: 100_000, type: 'DEPOSIT', bookedAt: day(1) });
  post(db, { debit: other, credit: world, amountCents: 50_000, type: 'DEPOSIT', bookedAt: day(1) });
  post(db, {
    debit: company,
    credit: world,
    amountCents: 7_000,
    type: 'DEPOSIT',
    bookedAt: day(1),
  });
  // Two parts funded, and the loans paid out to the borrowers' banks.
  postGroup(db, {
    bookedAt: day(2),
    legs: [
      {
        debit: part11,
        credit: free,
        amountCents: 2_000,
        type: 'INVESTMENTS',
        ref: { loanPartId: 11 },
      },
      {
        debit: part12,
        credit: free,
        amountCents: 3_000,
        type: 'INVESTMENTS',
        ref: { loanPartId: 12 },
      },
      { debit: world, credit: loan1, amountCents: 2_000, type: 'PRINCIPAL', ref: { loanId: 1 } },
      { debit: world, credit: loan2, amountCents: 3_000, type: 'PRINCIPAL', ref: { loanId: 2 } },
    ],
  });
  // An installment of loan 1: principal back to the part, interest less the 50 % fee.
  postGroup(db, {
    bookedAt: day(10),
    legs: [
      { debit: loan1, credit: world, amountCents: 500, type: 'PRINCIPAL', ref: { loanId: 1 } },
      { debit: free, credit: part11, amountCents: 500, type: 'REPAID_CAPITAL' },
      { debit: free, credit: world, amountCents: 100, type: 'INTEREST_PAID' },
      { debit: fees, credit: free, amountCents: 50, type: 'ADMINISTRATION_FEE' },
    ],
  });
  // Loan 2 written off, later its debt sold.
  post(db, {
    debit: loan2,
    credit: part12,
    amountCents: 3_000,
    type: 'CREDIT_LOSS_AMOUNT',
    bookedAt: day(20),
  });
  post(db, {
    debit: free,
    credit: world,
    amountCents: 900,
    type: 'CREDIT_LOSS_BUY_PRICE',
    bookedAt: day(22),
  });
  post(db, { debit: free, credit: fees, amountCents: 10, type: 'FEE_PAYBACK', bookedAt: day(25) });
  postGroup(db, {
    bookedAt: day(30),
    legs: [
      { debit: world, credit: free, amountCents: 20_000, type: 'WITHDRAWAL' },
      { debit: fees, credit: free, amountCents: 200, type: 'TRANSACTION_FEE' },
    ],
  });
});

afterEach(() => db.close());

const investor = { owner: 'investor-deposit', depositId: 1 } as const;

describe('depositFigures', () => {
  it('sums the flows of the range and takes the positions at its end', () => {
    expect(depositFigures(db, investor, { from: day(0), to: day(31) })).toEqual({
      deposits: 100_000,
      withdrawals: 20_000,
      feesPaid: 240,
      investments: 5_000,
      repaidCapital: 500,
      interestPaid: 100,
      creditLosses: 3_000,
      freeCapital: 76_260,
      activeInvestments: 1_500,
      nrActiveInvestments: 1,
      portfolioValue: 77_760,
    });
  });

  it('counts only what was booked within the range', () => {
    expect(depositFigures(db, investor, { from: day(5), to: day(21) })).toEqual({
      deposits: 0,
      withdrawals: 0,
      feesPaid: 50,
      investments: 0,
      repaidCapital: 500,
      interestPaid: 100,
      creditLosses: 3_000,
      freeCapital: 95_550,
      activeInvestments: 1_500,
      nrActiveInvestments: 1,
      portfolioValue: 97_050,
    });
    expect(depositFigures(db, investor, { from: day(2), to: day(15) })).toMatchObject({
      investments: 5_000,
      activeInvestments: 4_500,
      nrActiveInvestments: 2,
    });
  });

  it('keeps deposits apart, by owner kind too', () => {
    expect(
      depositFigures(db, { owner: 'company-deposit', depositId: 1 }, { from: day(0), to: day(31) }),
    ).toMatchObject({ deposits: 7_000, freeCapital: 7_000, feesPaid: 0, portfolioValue: 7_000 });
    expect(
      depositFigures(
        db,
        { owner: 'investor-deposit', depositId: 3 },
        { from: day(0), to: day(31) },
      ),
    ).toMatchObject({ deposits: 0, freeCapital: 0, nrActiveInvestments: 0, portfolioValue: 0 });
  });

  it('counts a transfer from the old portfolio as the new one’s deposit and the old one’s withdrawal', () => {
    const open = (key: AccountKey) => openAccount(db, key, day(0)).id;
    const old = open(freeCapital('legacy-portfolio', 70_108));
    const onTheWay = open(legacyOutgoingTransfers(70_108));
    post(db, {
      debit: old,
      credit: open(WORLD),
      amountCents: 5_000,
      type: 'DEPOSIT',
      bookedAt: day(1),
    });
    post(db, {
      debit: onTheWay,
      credit: old,
      amountCents: 4_000,
      type: 'INTERNAL_TRANSFER',
      bookedAt: day(3),
    });
    post(db, {
      debit: open(freeCapital('investor-deposit', 1)),
      credit: onTheWay,
      amountCents: 4_000,
      type: 'INTERNAL_TRANSFER',
      bookedAt: day(5),
    });
    const legacy = { owner: 'legacy-portfolio', depositId: 70_108 } as const;
    expect(depositFigures(db, legacy, { from: day(0), to: day(31) })).toMatchObject({
      deposits: 5_000,
      withdrawals: 4_000,
      freeCapital: 1_000,
      portfolioValue: 1_000,
    });
    expect(depositFigures(db, investor, { from: day(0), to: day(31) })).toMatchObject({
      deposits: 104_000,
      withdrawals: 20_000,
      freeCapital: 80_260,
    });
  });
});
