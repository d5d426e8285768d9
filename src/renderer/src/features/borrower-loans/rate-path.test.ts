import { describe, expect, it } from 'vitest';
import type { LoanInstalment } from '#shared/api/borrower.ts';
import { reducingRatePath } from './rate-path.ts';

const instalment = (due_date: string, state = 'PENDING'): LoanInstalment => ({
  due_date,
  total_due_amount: 10_000,
  total_paid_amount: 0,
  encoded_key: due_date,
  interest: 0.05,
  interest_due: 0,
  fees_due: 0,
  principal_due: 10_000,
  penalty_due: 0,
  discount: 0,
  state,
});

const DUE_DATES = ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'];
const monthly = (count: number) => DUE_DATES.slice(0, count).map((date) => instalment(date));

describe('reducingRatePath', () => {
  it('starts at the current rate and falls 0.1 point an installment', () => {
    const path = reducingRatePath({ interest_rate: 0.05, instalments: monthly(3) });
    expect(path).toEqual([
      { dueDate: '2026-02-01', basisPoints: 500 },
      { dueDate: '2026-03-01', basisPoints: 490 },
      { dueDate: '2026-04-01', basisPoints: 480 },
    ]);
  });

  it('stops at the 2.90 % floor', () => {
    const path = reducingRatePath({ interest_rate: 0.031, instalments: monthly(5) });
    expect(path.map((point) => point.basisPoints)).toEqual([310, 300, 290, 290, 290]);
  });

  it('runs over the remaining installments only, in due-date order', () => {
    const path = reducingRatePath({
      interest_rate: 0.099,
      instalments: [
        instalment('2026-03-01'),
        instalment('2026-01-01', 'PAID'),
        instalment('2026-02-01'),
        instalment('2025-12-01', 'CANCELLED'),
        instalment('2025-11-01', 'LATE'),
      ],
    });
    expect(path).toEqual([
      { dueDate: '2026-02-01', basisPoints: 990 },
      { dueDate: '2026-03-01', basisPoints: 980 },
    ]);
  });
});
