import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { depositFigures } from '../ledger/figures.ts';
import { depositFunds } from '../engine/investors.ts';
import { runUntil } from '../engine/run.ts';
import { emptyWorld, noon } from '../../test/engine-world.ts';
import {
  legacyPortfolio,
  placeFixedRateLoan,
  type FixedRateInvestment,
} from './fixed-rate-loans.ts';
import { legacyPortfolioKpis } from './portfolio-kpis.ts';
import { legacyPortfolioTransactions } from './portfolio-transactions.ts';
import { legacyInvestor } from '../../test/legacy-investor.ts';
import { requestLegacyWithdrawal } from './withdrawal.ts';

const OLD = 70_001;
const OLD_START = '2017-03-01';

const loan = (overrides: Partial<FixedRateInvestment> = {}): FixedRateInvestment => ({
  cents: 200_000,
  termMonths: 24,
  annualRateBp: 1200,
  dueDay: 15,
  behaviour: 'punctual',
  behaviourSeed: 0,
  borrowerNumber: 7_000_100,
  ...overrides,
});

/** An empty sandbox with the legacy investor user OLD, maybe onboarded to deposit 41. */
async function world(options: { newUser?: boolean; iban?: string | null } = {}) {
  const db = await emptyWorld();
  legacyInvestor(db, OLD, {
    ...(options.newUser ? { newDepositId: 41 } : {}),
    iban: options.iban === undefined ? 'FI7812345600108108' : options.iban,
  });
  depositFunds(db, legacyPortfolio(OLD), 500_000, OLD_START);
  placeFixedRateLoan(db, OLD, loan(), '2017-03-10');
  placeFixedRateLoan(
    db,
    OLD,
    loan({ cents: 100_000, behaviour: 'defaulter', behaviourSeed: 1, borrowerNumber: 7_000_101 }),
    '2017-04-03',
  );
  placeFixedRateLoan(
    db,
    OLD,
    loan({ cents: 150_000, termMonths: 120, annualRateBp: 990, borrowerNumber: 7_000_102 }),
    '2018-01-20',
  );
  return db;
}

const sumOf = (rows: { amountCents: number; type: string }[], type: string) =>
  rows.filter((row) => row.type === type).reduce((total, row) => total + row.amountCents, 0);

const newFree = (db: SqlDatabase) =>
  depositFigures(
    db,
    { owner: 'investor-deposit', depositId: 41 },
    { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') },
  );

describe('an old fixed-rate portfolio in the engine', () => {
  it('funds a loan only from its free capital and pays it out at once', async () => {
    const db = await world();
    expect(() => placeFixedRateLoan(db, OLD, loan({ cents: 500_000 }), '2018-02-01')).toThrow(
      /not 500000/,
    );
    const states = db.all(
      z.object({ state: z.string(), disbursed_on: z.string().nullable() }),
      "SELECT state, disbursed_on FROM engine_loans WHERE product = 'fixed' ORDER BY id",
    );
    expect(states).toEqual([
      { state: 'ACTIVE', disbursed_on: '2017-03-10' },
      { state: 'ACTIVE', disbursed_on: '2017-04-03' },
      { state: 'ACTIVE', disbursed_on: '2018-01-20' },
    ]);
    db.close();
  });

  it('goes on being repaid as the clock moves: a loan repaid, one written off, one still running', async () => {
    const db = await world();
    runUntil(db, noon('2019-06-03'));
    const kpis = legacyPortfolioKpis(db, OLD, '2019-06-03');
    expect(kpis.RepaidCapital).toBeGreaterThan(200_000);
    expect(kpis.CreditLosses).toBeGreaterThan(0);
    expect(kpis.NrOfActiveInvestments).toBe(1);
    const later = (runUntil(db, noon('2019-10-03')), legacyPortfolioKpis(db, OLD, '2019-10-03'));
    expect(later.RepaidCapital).toBeGreaterThan(kpis.RepaidCapital);
    expect(later.InterestPaid).toBeGreaterThan(kpis.InterestPaid);
    expect(later.FreeCapital).toBeGreaterThan(kpis.FreeCapital);
    db.close();
  });

  it('derives every figure from its ledger: the KPIs are the sums of its transactions', async () => {
    const db = await world();
    runUntil(db, noon('2019-06-03'));
    requestLegacyWithdrawal(db, OLD, 10_000, noon('2019-06-03'));
    const kpis = legacyPortfolioKpis(db, OLD, '2019-06-03');
    const rows = legacyPortfolioTransactions(db, OLD);
    expect(kpis.StartTime).toBe(OLD_START);
    expect(kpis.EndTime).toBe('2019-06-03');
    expect(kpis.Deposits).toBe(sumOf(rows, 'DEPOSIT'));
    expect(kpis.Withdrawals).toBe(-sumOf(rows, 'WITHDRAWAL'));
    expect(kpis.Withdrawals).toBe(10_000);
    expect(kpis.Investments).toBe(-sumOf(rows, 'INVESTMENTS'));
    expect(kpis.RepaidCapital).toBe(sumOf(rows, 'REPAID_CAPITAL'));
    expect(kpis.InterestPaid).toBe(sumOf(rows, 'INTEREST_PAID'));
    expect(kpis.Fees).toBe(-sumOf(rows, 'ADMINISTRATION_FEE'));
    expect(kpis.CreditLosses).toBe(-sumOf(rows, 'CREDIT_LOSS_AMOUNT'));
    const recovered = sumOf(rows, 'CREDIT_LOSS_BUY_PRICE');
    expect(kpis.ReturnAfterCreditLossesAndFees).toBe(
      kpis.InterestPaid + recovered - kpis.Fees - kpis.CreditLosses,
    );
    const inFree = rows.filter((row) => row.type !== 'CREDIT_LOSS_AMOUNT');
    expect(kpis.FreeCapital).toBe(inFree.reduce((total, row) => total + row.amountCents, 0));
    expect(kpis.ActiveInvestments).toBe(kpis.Investments - kpis.RepaidCapital - kpis.CreditLosses);
    expect(kpis.PortfolioValue).toBe(kpis.FreeCapital + kpis.ActiveInvestments);
    expect(kpis.AvgROISinceStart).not.toBeNull();
    expect(kpis.PortfolioGrowth).toBeCloseTo(
      (kpis.PortfolioValue - (kpis.Deposits - kpis.Withdrawals)) / kpis.Deposits,
      10,
    );
    db.close();
  });

  it('names each transaction’s parties as the old system does', async () => {
    const db = await world();
    runUntil(db, noon('2017-05-20'));
    const rows = legacyPortfolioTransactions(db, OLD);
    const parties = new Set(rows.map((row) => `${row.type} ${row.from}→${row.to}`));
    expect(parties).toEqual(
      new Set([
        'DEPOSIT BANK→INVESTOR',
        'INVESTMENTS INVESTOR→LOAN',
        'REPAID_CAPITAL LOAN→INVESTOR',
        'INTEREST_PAID LOAN→INVESTOR',
        'ADMINISTRATION_FEE INVESTOR→SERVICE',
      ]),
    );
    expect(rows.map((row) => row.created)).toEqual(
      [...rows.map((row) => row.created)].sort().reverse(),
    );
    db.close();
  });
});

describe('a withdrawal from the old portfolio', () => {
  it('refuses more than the free capital, and anything without a place to go', async () => {
    const db = await world({ iban: null });
    runUntil(db, noon('2019-06-03'));
    expect(requestLegacyWithdrawal(db, OLD, 100, noon('2019-06-03'))).toEqual({
      ok: false,
      reason: 'no-bank-account',
    });
    const withBank = await world();
    runUntil(withBank, noon('2019-06-03'));
    const free = legacyPortfolioKpis(withBank, OLD, '2019-06-03').FreeCapital;
    expect(requestLegacyWithdrawal(withBank, OLD, free + 1, noon('2019-06-03'))).toEqual({
      ok: false,
      reason: 'not-enough-money',
    });
    expect(requestLegacyWithdrawal(withBank, OLD, free, noon('2019-06-03'))).toMatchObject({
      ok: true,
      target: { kind: 'bank' },
    });
    expect(legacyPortfolioKpis(withBank, OLD, '2019-06-03').FreeCapital).toBe(0);
    db.close();
    withBank.close();
  });

  it('pays to the bank on record after 2 banking days when the user has no new portfolio', async () => {
    const db = await world();
    runUntil(db, noon('2019-05-31'));
    // Friday: two banking days on is Tuesday.
    const outcome = requestLegacyWithdrawal(db, OLD, 25_000, noon('2019-05-31'));
    expect(outcome).toEqual({ ok: true, target: { kind: 'bank' }, completesOn: '2019-06-04' });
    const paid = () =>
      db.get(z.object({ paid_on: z.string().nullable() }), 'SELECT paid_on FROM engine_withdrawals')
        ?.paid_on;
    runUntil(db, noon('2019-06-03'));
    expect(paid()).toBeNull();
    runUntil(db, noon('2019-06-04'));
    expect(paid()).toBe('2019-06-04');
    db.close();
  });

  it('reaches the new portfolio after 2 banking days, as a transfer on both sides', async () => {
    const db = await world({ newUser: true });
    runUntil(db, noon('2019-05-31'));
    const before = legacyPortfolioKpis(db, OLD, '2019-05-31');
    const outcome = requestLegacyWithdrawal(db, OLD, 30_000, noon('2019-05-31'));
    expect(outcome).toEqual({
      ok: true,
      target: { kind: 'new-portfolio', depositId: 41 },
      completesOn: '2019-06-04',
    });
    const after = legacyPortfolioKpis(db, OLD, '2019-05-31');
    expect(after.FreeCapital).toBe(before.FreeCapital - 30_000);
    expect(after.Withdrawals).toBe(before.Withdrawals + 30_000);
    expect(legacyPortfolioTransactions(db, OLD)[0]).toMatchObject({
      amountCents: -30_000,
      type: 'INTERNAL_TRANSFER',
      from: 'INVESTOR',
      to: 'NEW_PORTFOLIO',
    });

    runUntil(db, noon('2019-06-03'));
    expect(newFree(db).freeCapital).toBe(0);
    runUntil(db, noon('2019-06-04'));
    const figures = newFree(db);
    expect(figures.freeCapital).toBe(30_000);
    // Money the investor brought in, as a deposit is.
    expect(figures.deposits).toBe(30_000);
    // The arrival is not a second row of the old portfolio.
    expect(
      legacyPortfolioTransactions(db, OLD).filter((r) => r.type === 'INTERNAL_TRANSFER'),
    ).toHaveLength(1);
    db.close();
  });
});
