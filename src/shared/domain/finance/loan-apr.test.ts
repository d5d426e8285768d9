import { describe, expect, it } from 'vitest';
import { annuitySchedule, rescheduleAtRate, type AnnuityTerms } from './annuity.ts';
import { dayNumber, type IsoDate } from './dates.ts';
import { payoutDateOf, runningLoanApr, type LoanInstallmentFigures } from './loan-apr.ts';
import { computeOffer } from './offer.ts';

/*
 * The loan data is what the engine books (annuity.ts, rescheduled as engine/reducing-rate.ts
 * does); the expected APRs were worked out apart from this code, by a short script of the rules
 * (A = P·i/(1 − (1 + i)^−n), 30E/360 interest half-even, the 0.30 % fee capped at 12.50 €, the
 * rate 0.1 point lower after each installment paid on time, the APR by bisection of
 * Σ payment·(1 + X)^−(days/365) = P), and, for listed installments, by the bisection below.
 */

/** The engine's installments: `paid` of them settled, each at the rate of `rates`. */
function engineLoan(terms: AnnuityTerms, rates: readonly number[], settled: number) {
  let schedule = annuitySchedule(terms);
  for (let k = 1; k < rates.length; k += 1) {
    const rate = rates[k] ?? 0;
    if (rate !== rates[k - 1]) schedule = rescheduleAtRate(terms, schedule, k, rate);
  }
  return schedule.map((row, k): LoanInstallmentFigures => ({
    dueDate: row.dueDate,
    principal: row.principal,
    interest: row.interest,
    fee: row.fee,
    discount: 0,
    annualRateBasisPoints: rates[Math.min(k, rates.length - 1)] ?? 0,
    settled: k < settled,
  }));
}

/** A straightforward APR: bisection of Σ amount·(1 + X)^−(days/365) = credit. */
function bisectApr(credit: number, paidOutOn: IsoDate, flows: { date: IsoDate; amount: number }[]) {
  const value = (rate: number) =>
    flows.reduce(
      (sum, flow) =>
        sum + flow.amount / (1 + rate) ** ((dayNumber(flow.date) - dayNumber(paidOutOn)) / 365),
      0,
    ) - credit;
  let [low, high] = [-0.9, 10];
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (value(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

const flat = (rate: number) => [rate];

describe('the APR of a loan on its payout day', () => {
  it('is the offer’s, moved by the days between: 3 500 € over 36 months due on the 31st', () => {
    // Offered on 27.11.2026 at 16.117 %; paid out 3 days later, on 30.11.2026: 16.151 %. The
    // page used to take a flat 9.90 % and a payout a month before the first due date: 17.363 %.
    const terms: AnnuityTerms = {
      principal: 350_000,
      annualRateBasisPoints: 990,
      termMonths: 36,
      dueDay: 31,
      startDate: '2026-11-30',
    };
    const loan = { amount: 350_000, product: 'reducing' as const, dueDay: 31 };
    const result = runningLoanApr({ ...loan, installments: engineLoan(terms, flat(990), 0) });
    expect(result).toMatchObject({ paidOutOn: '2026-11-30', payout: 'from-installments' });
    expect(result?.annualPercentageRate).toBeCloseTo(0.161514, 5);
    const offered = computeOffer({ ...loan, termMonths: 36, startDate: '2026-11-27' });
    expect(offered.annualPercentageRate).toBeCloseTo(0.161175, 5);
    const apart = (result?.annualPercentageRate ?? 0) - (offered.annualPercentageRate ?? 0);
    expect(Math.abs(apart)).toBeLessThan(0.00015 * 3);
  });

  it('is 13.92 % for 5 000 € over 60 months due on the 1st, paid out on 1.12.2026', () => {
    const terms: AnnuityTerms = {
      principal: 500_000,
      annualRateBasisPoints: 990,
      termMonths: 60,
      dueDay: 1,
      startDate: '2026-12-01',
    };
    const result = runningLoanApr({
      amount: 500_000,
      product: 'reducing',
      dueDay: 1,
      installments: engineLoan(terms, flat(990), 0),
    });
    expect(result).toMatchObject({ paidOutOn: '2026-12-01', payout: 'from-installments' });
    expect(result?.annualPercentageRate).toBeCloseTo(0.139231, 5);
  });
});

describe('the APR of a running loan', () => {
  const reducing: AnnuityTerms = {
    principal: 500_000,
    annualRateBasisPoints: 990,
    termMonths: 24,
    dueDay: 1,
    startDate: '2024-05-06',
  };

  it('stays the offer’s while every installment is paid on time', () => {
    // Five paid on time, the rest at 9.40 %: the plan of the offer (15.127 %, offer.test.ts).
    const rates = [990, 980, 970, 960, 950, 940];
    const result = runningLoanApr({
      amount: 500_000,
      product: 'reducing',
      dueDay: 1,
      installments: engineLoan(reducing, rates, 5),
    });
    expect(result?.annualPercentageRate).toBeCloseTo(0.151269, 5);
  });

  it('keeps the rate a late installment did not lower', () => {
    // The 1st paid on time (9.80 % from then), the 2nd late (still 9.80 % for the 3rd): 15.212 %.
    const result = runningLoanApr({
      amount: 500_000,
      product: 'reducing',
      dueDay: 1,
      installments: engineLoan(reducing, [990, 980], 2),
    });
    expect(result).toMatchObject({ paidOutOn: '2024-05-06', payout: 'from-installments' });
    expect(result?.annualPercentageRate).toBeCloseTo(0.152122, 5);
  });

  it('takes a fixed-rate loan’s installments as they are: 1 000 € at 19.90 % is 28.975 %', () => {
    const terms: AnnuityTerms = {
      principal: 100_000,
      annualRateBasisPoints: 1990,
      termMonths: 12,
      dueDay: 15,
      startDate: '2024-05-06',
    };
    const result = runningLoanApr({
      amount: 100_000,
      product: 'fixed',
      dueDay: 15,
      installments: engineLoan(terms, flat(1990), 3),
    });
    expect(result?.annualPercentageRate).toBeCloseTo(0.289753, 5);
  });

  it('takes a discount off what the borrower pays', () => {
    const terms: AnnuityTerms = { ...reducing, termMonths: 6 };
    const installments = engineLoan(terms, flat(990), 2);
    const withCharges = installments.map((row, k) => (k === 1 ? { ...row, discount: 500 } : row));
    const plain = runningLoanApr({ amount: 500_000, product: 'fixed', dueDay: 1, installments });
    const discounted = runningLoanApr({
      amount: 500_000,
      product: 'fixed',
      dueDay: 1,
      installments: withCharges,
    });
    expect(discounted?.annualPercentageRate).toBeLessThan(plain?.annualPercentageRate ?? 0);
  });

  it('is null without installments', () => {
    expect(runningLoanApr({ amount: 1, product: 'fixed', dueDay: 1, installments: [] })).toBeNull();
  });
});

describe('the payout day read from the first installment', () => {
  const fixed = (startDate: IsoDate): AnnuityTerms => ({
    principal: 200_000,
    annualRateBasisPoints: 1990,
    termMonths: 12,
    dueDay: 15,
    startDate,
  });

  it('is the day the period’s interest and first due date fit', () => {
    for (const day of ['2025-01-10', '2025-02-14', '2025-02-16', '2025-03-01']) {
      const [first] = engineLoan(fixed(day), flat(1990), 0);
      expect(first && payoutDateOf(200_000, first, 15)).toBe(day);
    }
  });

  it('is the later of two that fit, the 31st when the 30th counts alike', () => {
    // 30.1. and 31.1.2025 both give 45 days to 15.3.: 19.90 % is 29.13 % from the 31st, 28.96 %
    // from the 30th; the higher is shown.
    const installments = engineLoan(fixed('2025-01-30'), flat(1990), 0);
    expect(payoutDateOf(200_000, installments[0] ?? expect.fail('none'), 15)).toBe('2025-01-31');
    const result = runningLoanApr({ amount: 200_000, product: 'fixed', dueDay: 15, installments });
    expect(result?.annualPercentageRate).toBeCloseTo(0.291251, 5);
  });

  it('is assumed a month before the first due date when no day fits, the installments as listed', () => {
    const listed = engineLoan(fixed('2025-01-10'), flat(1990), 0).map((row, k) =>
      k === 0 ? { ...row, interest: row.interest + 1 } : row,
    );
    const result = runningLoanApr({
      amount: 200_000,
      product: 'fixed',
      dueDay: 15,
      installments: listed,
    });
    expect(result).toMatchObject({ paidOutOn: '2025-01-15', payout: 'assumed' });
    const flows = listed.map((row) => ({
      date: row.dueDate,
      amount: row.principal + row.interest + row.fee,
    }));
    expect(result?.annualPercentageRate).toBeCloseTo(bisectApr(200_000, '2025-01-15', flows), 8);
    expect(payoutDateOf(200_000, listed[0] ?? expect.fail('none'), 29)).toBeNull();
  });
});
