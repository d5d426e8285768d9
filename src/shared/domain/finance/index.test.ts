import { describe, expect, it } from 'vitest';
import * as finance from './index.ts';

describe('the finance index', () => {
  it('exports the public functions together, so one import serves the engine', () => {
    // A worked example through the index alone: a repayment split between two loan parts.
    const [first] = finance.annuitySchedule({
      principal: finance.parseEuros('1000.00'),
      annualRateBasisPoints: finance.reducingRateBasisPoints(0),
      termMonths: 12,
      dueDay: 15,
      startDate: '2026-01-15',
    });
    expect(first?.interest).toBe(825); // 1000 € × 9.90 % / 12
    const toParts = finance.allocate(first?.interest ?? 0, [60_000, 40_000]);
    expect(toParts).toEqual([495, 330]);
    expect(toParts.map((interest) => finance.percentOf(interest, 5000))).toEqual([248, 165]);
    expect(finance.addBankingDays('2026-12-23', 2)).toBe('2026-12-29');
    expect(finance.autoinvestPartSize(finance.parseEuros('1 000,00'))).toBe(3000); // 3 %
    expect(typeof finance.xirr).toBe('function');
  });
});
