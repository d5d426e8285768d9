import { describe, expect, it } from 'vitest';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { legacyRangeFigures, type LegacyMove } from '#shared/domain/legacy-range-figures.ts';
import { depositFunds } from '../engine/investors.ts';
import { runUntil } from '../engine/run.ts';
import { emptyWorld, noon } from '../../test/engine-world.ts';
import { portfolioMeasures } from '../investors/portfolio-kpis.ts';
import { legacyPortfolio, placeFixedRateLoan } from './fixed-rate-loans.ts';
import { legacyPortfolioKpis } from './portfolio-kpis.ts';
import { legacyPortfolioTransactions } from './portfolio-transactions.ts';
import { legacyInvestor } from '../../test/legacy-investor.ts';
import { requestLegacyWithdrawal } from './withdrawal.ts';

const OLD = 70_002;
const TODAY = '2019-09-16';

/*
 * The legacy investor's KPIs for a chosen range, derived in the client from the transactions and
 * the whole period's figures (shared/domain/legacy-range-figures.ts), against what the ledger
 * itself says for that range: a loan repaid, one written off, one running, a transfer out.
 */
describe('the legacy KPIs of a range, from the transactions and the end balances', () => {
  it('agree with the ledger’s own figures for the range, to the cent', async () => {
    const db = await emptyWorld();
    legacyInvestor(db, OLD, { newDepositId: 42 });
    depositFunds(db, legacyPortfolio(OLD), 500_000, '2017-03-01');
    const base = { termMonths: 24, annualRateBp: 1200, dueDay: 15, behaviourSeed: 1 } as const;
    placeFixedRateLoan(
      db,
      OLD,
      { ...base, cents: 200_000, behaviour: 'punctual', borrowerNumber: 7_000_200 },
      '2017-03-10',
    );
    placeFixedRateLoan(
      db,
      OLD,
      { ...base, cents: 100_000, behaviour: 'defaulter', borrowerNumber: 7_000_201 },
      '2017-04-03',
    );
    depositFunds(db, legacyPortfolio(OLD), 150_000, '2018-01-08');
    placeFixedRateLoan(
      db,
      OLD,
      { ...base, cents: 150_000, termMonths: 60, behaviour: 'punctual', borrowerNumber: 7_000_202 },
      '2018-01-20',
    );
    runUntil(db, noon('2019-02-04'));
    requestLegacyWithdrawal(db, OLD, 25_000, noon('2019-02-04'));
    runUntil(db, noon(TODAY));

    const whole = legacyPortfolioKpis(db, OLD, TODAY);
    const moves: LegacyMove[] = legacyPortfolioTransactions(db, OLD).map((row) => ({
      day: helsinkiToday(new Date(row.created)),
      amountCents: row.amountCents,
      type: row.type,
      fromType: row.from,
      toType: row.to,
    }));
    const period = { startDay: '2017-03-01', endDay: TODAY };
    expect(legacyRangeFigures(whole, moves, period, { from: '2017-03-01', to: TODAY })).toBe(whole);

    for (const range of [
      { from: '2017-06-01', to: '2018-05-31' },
      { from: '2018-01-01', to: '2019-03-15' },
      { from: '2019-01-01', to: TODAY },
    ]) {
      const derived = legacyRangeFigures(whole, moves, period, range);
      const { figures, roi, growth } = portfolioMeasures(
        db,
        legacyPortfolio(OLD),
        range.from,
        range.to,
      );
      expect(derived).toMatchObject({
        StartTime: range.from,
        EndTime: range.to,
        Deposits: figures.deposits,
        Withdrawals: figures.withdrawals,
        Fees: figures.feesPaid,
        Investments: figures.investments,
        RepaidCapital: figures.repaidCapital,
        InterestPaid: figures.interestPaid,
        FreeCapital: figures.freeCapital,
        ActiveInvestments: figures.activeInvestments,
        PortfolioValue: figures.portfolioValue,
        CreditLosses: figures.creditLosses,
      });
      expect(derived.AvgROISinceStart).toBeCloseTo(roi ?? Number.NaN, 8);
      expect(derived.PortfolioGrowth).toBeCloseTo(growth ?? Number.NaN, 10);
      expect(derived.NrOfActiveInvestments).toBe(
        range.to === TODAY ? whole.NrOfActiveInvestments : null,
      );
    }
    db.close();
  });
});
