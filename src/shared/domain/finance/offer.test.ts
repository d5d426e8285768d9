import { describe, expect, it } from 'vitest';
import { computeOffer, onTimeRatePath } from './offer.ts';

/*
 * The expected figures were worked out apart from this code (a short script of the rules in
 * offer.ts and annuity.ts: A = P·i/(1 − (1 + i)^−n), 30E/360 interest rounded half-even, 0.30 %
 * fee capped at 12.50 € a month, the APR by bisection of Σ payment·(1 + X)^−(days/365) = P).
 */

describe('computeOffer, fixed rate 19.90 %: 1 000 € over 12 months, due on the 15th', () => {
  const offer = computeOffer({
    amount: 100_000,
    termMonths: 12,
    product: 'fixed',
    dueDay: 15,
    startDate: '2024-05-06',
  });

  it('has the level installment, the 0.30 % fee and their sum', () => {
    expect(offer.monthlyInstallment).toBe(9_259);
    expect(offer.monthlyFee).toBe(300);
    expect(offer.totalInstallment).toBe(9_559);
    expect(offer.firstYearTotalFee).toBe(3_600);
    expect(offer.averageNominalInterest).toBeCloseTo(0.199, 12);
  });

  it('plans twelve installments from the first 15th a month after the payout', () => {
    expect(offer.paymentPlan).toHaveLength(12);
    expect(offer.paymentPlan[0]).toEqual({
      dueDate: '2024-06-15',
      annualRateBasisPoints: 1990,
      principal: 7_601,
      interest: 2_156,
      fee: 300,
      totalDue: 10_057,
    });
    expect(offer.paymentPlan[1]).toMatchObject({ dueDate: '2024-07-15', totalDue: 9_559 });
    expect(offer.paymentPlan[11]).toEqual({
      dueDate: '2025-05-15',
      annualRateBasisPoints: 1990,
      principal: 9_103,
      interest: 151,
      fee: 300,
      totalDue: 9_554,
    });
    const totals = offer.paymentPlan.reduce((sum, row) => sum + row.totalDue, 0);
    expect(totals).toBe(115_201);
  });

  it('has the APR of the payments, fees included', () => {
    expect(offer.annualPercentageRate).toBeCloseTo(0.289753, 5);
  });
});

describe('computeOffer, reducing rate: 5 000 € over 24 months, due on the 1st', () => {
  const offer = computeOffer({
    amount: 500_000,
    termMonths: 24,
    product: 'reducing',
    dueDay: 1,
    startDate: '2024-05-06',
  });

  it('caps the fee at 12.50 € a month (150 € a year)', () => {
    expect(offer.monthlyFee).toBe(1_250);
    expect(offer.firstYearTotalFee).toBe(15_000);
  });

  it('starts at 9.90 % and lowers the rate 0.1 point after each installment paid on time', () => {
    expect(offer.monthlyInstallment).toBe(23_049);
    expect(offer.paymentPlan.map((row) => row.annualRateBasisPoints).slice(0, 3)).toEqual([
      990, 980, 970,
    ]);
    expect(offer.paymentPlan[0]).toMatchObject({
      dueDate: '2024-07-01',
      principal: 18_924,
      interest: 7_562,
      totalDue: 27_736,
    });
    expect(offer.paymentPlan[1]).toMatchObject({ principal: 19_098, interest: 3_929 });
    expect(offer.paymentPlan[23]).toMatchObject({
      dueDate: '2026-06-01',
      annualRateBasisPoints: 760,
      principal: 22_628,
      interest: 143,
      totalDue: 24_021,
    });
    expect(offer.paymentPlan.reduce((sum, row) => sum + row.principal, 0)).toBe(500_000);
    expect(offer.paymentPlan.reduce((sum, row) => sum + row.totalDue, 0)).toBe(582_353);
  });

  it('averages the rate path (9.90 % down to 7.60 %: 8.75 %) and takes the APR of the plan', () => {
    expect(offer.averageNominalInterest).toBeCloseTo(0.0875, 12);
    expect(offer.annualPercentageRate).toBeCloseTo(0.151269, 5);
  });
});

describe('computeOffer, reducing rate: 20 000 € over 84 months, due on the last of the month', () => {
  const offer = computeOffer({
    amount: 2_000_000,
    termMonths: 84,
    product: 'reducing',
    dueDay: 31,
    startDate: '2024-01-20',
  });

  it('dates each installment on the last day of its month', () => {
    expect(offer.paymentPlan.slice(0, 3).map((row) => row.dueDate)).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    expect(offer.paymentPlan.at(-1)?.dueDate).toBe('2031-01-31');
  });

  it('floors the rate at 2.90 % and averages the whole path', () => {
    expect(offer.paymentPlan.at(-1)?.annualRateBasisPoints).toBe(290);
    expect(offer.averageNominalInterest).toBeCloseTo(0.0585833333, 9);
    expect(offer.monthlyInstallment).toBe(33_099);
    // 20.1.–29.2.2024 is 40 days (the last of February counts as the 30th): 220.00 € of interest.
    expect(offer.paymentPlan[0]).toMatchObject({ principal: 16_599, interest: 22_000 });
    expect(offer.paymentPlan.reduce((sum, row) => sum + row.totalDue, 0)).toBe(2_653_463);
    expect(offer.annualPercentageRate).toBeCloseTo(0.089164, 5);
  });
});

describe('computeOffer, due day 31: 5 000 € over 24 months paid out on 15.6.2025', () => {
  const offer = computeOffer({
    amount: 500_000,
    termMonths: 24,
    product: 'reducing',
    dueDay: 31,
    startDate: '2025-06-15',
  });

  it('charges the interest to the 31st, as the engine books it, not to the 28th', () => {
    // By hand: level payment 5 000 · 0.00825 / (1 − 1.00825^−24) = 230.49 €, of which a regular
    // month's interest 41.25 € leaves 189.24 € of principal. 15.6.–31.7. is 45 days on 30E/360
    // ISDA (the 31st counts as the 30th): 5 000 · 9.90 % · 45/360 = 61.875, 61.88 € half-even.
    // With the 12.50 € fee: 189.24 + 61.88 + 12.50 = 263.62 €. (Priced as the 28th, 43 days
    // gave 59.12 € of interest and 260.86 €.)
    expect(offer.paymentPlan[0]).toEqual({
      dueDate: '2025-07-31',
      annualRateBasisPoints: 990,
      principal: 18_924,
      interest: 6_188,
      fee: 1_250,
      totalDue: 26_362,
    });
    expect(offer.paymentPlan[1]?.dueDate).toBe('2025-08-31');
  });
});

describe('onTimeRatePath', () => {
  it('is 19.90 % throughout for the fixed product', () => {
    expect(onTimeRatePath('fixed', 3)).toEqual([1990, 1990, 1990]);
  });
});

describe('computeOffer refuses a due day that is not a choice', () => {
  it.each([0, 29, 30, 32])('due day %i', (dueDay) => {
    expect(() =>
      computeOffer({
        amount: 100_000,
        termMonths: 12,
        product: 'fixed',
        dueDay,
        startDate: '2024-05-06',
      }),
    ).toThrow(RangeError);
  });
});
