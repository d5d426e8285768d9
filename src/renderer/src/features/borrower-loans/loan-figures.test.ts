import { describe, expect, it } from 'vitest';
import type { LoanInstalment } from '#shared/api/borrower.ts';
import { annualPercentageRate } from '#shared/domain/finance/index.ts';
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
  it('is the APR of the amount paid out a month before the first due date', () => {
    const instalments = [instalment('2026-03-01', 51_000), instalment('2026-02-01', 51_000)];
    const apr = effectiveInterest({ total_amount: 100_000, instalments });
    expect(apr).toBe(
      annualPercentageRate({ amount: 100_000, paidOutOn: '2026-01-01' }, [
        { date: '2026-02-01', amount: 51_000 },
        { date: '2026-03-01', amount: 51_000 },
      ]),
    );
    // 20 € on top of 1 000 € over a month and a half: about 17 % a year.
    expect(apr).toBeGreaterThan(0.15);
    expect(apr).toBeLessThan(0.2);
  });

  it('is null without installments', () => {
    expect(effectiveInterest({ total_amount: 100_000, instalments: [] })).toBeNull();
  });
});
