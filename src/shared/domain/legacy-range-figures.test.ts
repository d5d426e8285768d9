import { describe, expect, it } from 'vitest';
import type { LegacyPortfolio } from '../api/legacy.ts';
import { legacyRangeFigures, type LegacyMove } from './legacy-range-figures.ts';

/** The whole period's figures as the legacy system gives them, in cents. */
const WHOLE: LegacyPortfolio = {
  StartTime: '2024-03-01',
  EndTime: '2026-01-15',
  Deposits: 2_000_000,
  Withdrawals: 250_050,
  Fees: 12_345,
  Investments: 1_800_000,
  RepaidCapital: 900_010,
  InterestPaid: 145_678,
  FreeCapital: 123_456,
  PortfolioValue: 1_023_456,
  ReturnAfterCreditLossesAndFees: 98_765,
  ActiveInvestments: 900_000,
  CreditLosses: 34_567,
  AvgROISinceStart: 0.0612,
  PortfolioGrowth: null,
  NrOfActiveInvestments: 37,
};
const PERIOD = { startDay: '2024-03-01', endDay: '2026-01-15' };

const move = (day: string, amountCents: number, type: string, fromType: string, toType: string) =>
  ({ day, amountCents, type, fromType, toType }) satisfies LegacyMove;

const MOVES = [
  move('2026-01-14', 1_000, 'INTEREST_PAID', 'LOAN', 'INVESTOR'),
  move('2026-01-12', 10_000, 'REPAID_CAPITAL', 'LOAN', 'INVESTOR'),
  move('2026-01-08', -4_000, 'CREDIT_LOSS_AMOUNT', 'LOAN', 'LOAN'),
  move('2026-01-05', -500, 'ADMINISTRATION_FEE', 'INVESTOR', 'SERVICE'),
  move('2025-12-28', -7_500, 'INTERNAL_TRANSFER', 'INVESTOR', 'NEW_PORTFOLIO'),
  move('2025-12-20', -20_000, 'INVESTMENTS', 'INVESTOR', 'LOAN'),
  move('2025-12-15', 30_000, 'DEPOSIT', 'BANK', 'INVESTOR'),
];

describe('the legacy portfolio’s figures for a range (investor.md §2)', () => {
  it('are the legacy system’s own for a range covering its whole period', () => {
    expect(legacyRangeFigures(WHOLE, MOVES, PERIOD, { from: '2024-01-01', to: '2026-01-15' })).toBe(
      WHOLE,
    );
  });

  it('are worked out from the transactions and the end balances for a part of it', () => {
    // Range 1.12.2025–10.1.2026. After it: +110.00 € free, −100.00 € invested. In it: a deposit
    // of 300.00 €, 200.00 € invested, 75.00 € to the new portfolio, a 5.00 € fee, 40.00 € lost.
    const figures = legacyRangeFigures(WHOLE, MOVES, PERIOD, {
      from: '2025-12-01',
      to: '2026-01-10',
    });
    expect(figures).toMatchObject({
      StartTime: '2025-12-01',
      EndTime: '2026-01-10',
      Deposits: 30_000,
      Withdrawals: 7_500,
      Fees: 500,
      Investments: 20_000,
      RepaidCapital: 0,
      InterestPaid: 0,
      CreditLosses: 4_000,
      // 1 234.56 − 110.00 and 9 000.00 + 100.00 (the loss was before the range's end).
      FreeCapital: 112_456,
      ActiveInvestments: 910_000,
      PortfolioValue: 1_022_456,
      // 0 interest + 0 recovered − 5.00 fees − 40.00 lost.
      ReturnAfterCreditLossesAndFees: -4_500,
      NrOfActiveInvestments: null,
    });
    // Start value: 10 234.56 € less everything from 1.12. on: free +130.00 (10 + 100 − 5 − 75 −
    // 200 + 300), invested +60.00 (200 − 40 − 100), so 10 044.56 €. Gain: 10 224.56 − 10 044.56
    // − (300.00 − 75.00) = −45.00 €, over 10 344.56 € at work.
    expect(figures.PortfolioGrowth).toBeCloseTo(-4_500 / 1_034_456, 12);
    expect(figures.AvgROISinceStart).toBeLessThan(0);
  });

  it('know the number of active investments for a range ending at EndTime', () => {
    const figures = legacyRangeFigures(WHOLE, MOVES, PERIOD, {
      from: '2025-12-01',
      to: '2026-01-15',
    });
    expect(figures.NrOfActiveInvestments).toBe(37);
    expect(figures.FreeCapital).toBe(WHOLE.FreeCapital);
    expect(figures.ActiveInvestments).toBe(WHOLE.ActiveInvestments);
  });
});
