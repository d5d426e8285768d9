import { describe, expect, it } from 'vitest';
import type { LoanInstalment } from '#shared/api/borrower.ts';
import { effectiveInterest, loanProgress, totalPayable } from './loan-figures.ts';

const instalment = (due_date: string, total_due_amount: number): LoanInstalment => ({
  due_date,
  total_due_amount,
  total_paid_amount: 0,
  encoded_key: due_date,
  interest: 0.099,
  interest_due: 0,
  fees_due: 0,
  principal_due: total_due_amount,
  penalty_due: 0,
  discount: 0,
  state: 'PENDING',
});

describe('loanProgress', () => {
  it('is (amount − remaining) ÷ amount', () => {
    expect(loanProgress(1_000_000, 750_000)).toBe(0.25);
    expect(loanProgress(1_000_000, 0)).toBe(1);
    expect(loanProgress(1_000_000, 1_000_000)).toBe(0);
  });

  it('never goes below 0, also for a loan of nothing', () => {
    expect(loanProgress(1_000_000, 1_020_000)).toBe(0);
    expect(loanProgress(0, 0)).toBe(0);
  });
});

describe('totalPayable', () => {
  it('sums every installment’s total due', () => {
    expect(totalPayable([instalment('2026-02-01', 10_050), instalment('2026-03-01', 9_950)])).toBe(
      20_000,
    );
    expect(totalPayable([])).toBe(0);
  });
});

describe('effectiveInterest', () => {
  const loan = (interest_rate: number, instalments: LoanInstalment[]) => ({
    total_amount: 100_000,
    due_day_of_month: 1,
    interest_rate,
    instalments,
  });

  it('reads the payout from the first installment, the product from the rate', () => {
    // 1 000 € at 9.90 %, paid out on 10.1.2026, due on the 1st: 51 days (30E/360) of interest
    // (14.025 €, 14.02 € half-even) with the first installment on 1.3.2026; at 19.90 % no day fits.
    const first = {
      ...instalment('2026-03-01', 51_000),
      principal_due: 49_000,
      interest_due: 1_402,
    };
    const second = { ...instalment('2026-04-01', 51_000), principal_due: 51_000, interest_due: 0 };
    const reducing = effectiveInterest(loan(0.099, [second, first]));
    expect(reducing).toMatchObject({ paidOutOn: '2026-01-10', payout: 'from-installments' });
    const fixed = effectiveInterest(loan(0.199, [second, { ...first, interest: 0.199 }]));
    expect(fixed?.payout).toBe('assumed');
  });

  it('says when the payout is assumed: a month before the first due date', () => {
    const apr = effectiveInterest(
      loan(0.099, [instalment('2026-03-01', 51_000), instalment('2026-02-01', 51_000)]),
    );
    expect(apr).toMatchObject({ paidOutOn: '2026-01-01', payout: 'assumed' });
    // 20 € on top of 1 000 € over a month and a half: about 17 % a year.
    expect(apr?.annualPercentageRate).toBeGreaterThan(0.15);
    expect(apr?.annualPercentageRate).toBeLessThan(0.2);
  });

  it('is null without installments', () => {
    expect(effectiveInterest(loan(0.099, []))).toBeNull();
  });
});
