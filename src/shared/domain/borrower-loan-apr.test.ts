import { describe, expect, it } from 'vitest';
import type { BorrowerLoan, LoanInstalment } from '../api/borrower.ts';
import { borrowerLoanApr } from './borrower-loan-apr.ts';
import { annuitySchedule } from './finance/annuity.ts';

/** 3 500 € over 36 months due on the 31st, paid out on 30.11.2026, as the engine books it. */
function loan(states: (index: number) => string = () => 'PENDING'): BorrowerLoan['instalments'] {
  return annuitySchedule({
    principal: 350_000,
    annualRateBasisPoints: 990,
    termMonths: 36,
    dueDay: 31,
    startDate: '2026-11-30',
  }).map((row, index): LoanInstalment => ({
    due_date: row.dueDate,
    total_due_amount: row.totalDue,
    total_paid_amount: 0,
    encoded_key: `I${index}`,
    interest: 0.099,
    interest_due: row.interest,
    fees_due: row.fee,
    principal_due: row.principal,
    penalty_due: 0,
    discount: 0,
    state: states(index),
  }));
}

const wire = (instalments: BorrowerLoan['instalments']) => ({
  total_amount: 350_000,
  due_day_of_month: 31,
  instalments,
});

describe('borrowerLoanApr', () => {
  it('reads the payout day and the rates from the loan’s answer: 16.15 %, as worked in loan-apr.test.ts', () => {
    const result = borrowerLoanApr(wire(loan()), 'reducing');
    expect(result).toMatchObject({ paidOutOn: '2026-11-30', payout: 'from-installments' });
    expect(result?.annualPercentageRate).toBeCloseTo(0.161514, 5);
  });

  it('leaves a late installment’s penalty out of the rate', () => {
    const late = loan((index) => (index === 0 ? 'LATE' : 'PENDING'));
    const penalised = late.map((row, index) =>
      index === 0
        ? { ...row, penalty_due: 500, total_due_amount: row.total_due_amount + 500 }
        : row,
    );
    expect(borrowerLoanApr(wire(penalised), 'reducing')?.annualPercentageRate).toBe(
      borrowerLoanApr(wire(late), 'reducing')?.annualPercentageRate,
    );
  });

  it('keeps a late installment’s rate for the next: a late first one costs more than on time', () => {
    // Late: the 2nd is still at 9.90 % (the answer says so), the path falls from there.
    const late = borrowerLoanApr(
      wire(loan((index) => (index === 0 ? 'LATE' : 'PENDING'))),
      'reducing',
    );
    const onTime = borrowerLoanApr(wire(loan()), 'reducing');
    expect(late?.annualPercentageRate).toBeGreaterThan(onTime?.annualPercentageRate ?? 1);
  });

  it('takes the installments as they are for the fixed-rate product', () => {
    const fixed = borrowerLoanApr(wire(loan()), 'fixed');
    const reducing = borrowerLoanApr(wire(loan()), 'reducing');
    expect(fixed?.annualPercentageRate).toBeGreaterThan(reducing?.annualPercentageRate ?? 1);
  });

  it('is null for a loan not paid out yet (no installments)', () => {
    expect(borrowerLoanApr(wire([]), 'reducing')).toBeNull();
  });
});
