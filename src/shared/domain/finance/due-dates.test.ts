import { describe, expect, it } from 'vitest';
import {
  defaultFirstDueDate,
  dueDateAfter,
  installmentPeriodDays,
  LAST_OF_MONTH_DUE_DAY,
} from './due-dates.ts';

describe('the due date of a month for a chosen due day', () => {
  it('is that day of the month, and due day 31 the month’s own last day', () => {
    expect(dueDateAfter('2025-06-15', 1, 15)).toBe('2025-07-15');
    expect(dueDateAfter('2025-06-15', 0, LAST_OF_MONTH_DUE_DAY)).toBe('2025-06-30');
    expect(dueDateAfter('2025-06-15', 1, LAST_OF_MONTH_DUE_DAY)).toBe('2025-07-31');
    expect(dueDateAfter('2025-06-15', 8, LAST_OF_MONTH_DUE_DAY)).toBe('2026-02-28');
    expect(dueDateAfter('2027-12-31', 2, LAST_OF_MONTH_DUE_DAY)).toBe('2028-02-29');
  });

  it('puts the first installment on the first due day at least a month after the payout', () => {
    expect(defaultFirstDueDate('2025-06-15', LAST_OF_MONTH_DUE_DAY)).toBe('2025-07-31');
    expect(defaultFirstDueDate('2025-06-15', 15)).toBe('2025-07-15');
    expect(defaultFirstDueDate('2025-06-16', 15)).toBe('2025-08-15');
  });

  it('counts a period’s interest days to the due date itself, the last of a month as the 30th', () => {
    expect(installmentPeriodDays('2025-06-15', '2025-07-31', LAST_OF_MONTH_DUE_DAY)).toBe(45);
    expect(installmentPeriodDays('2026-01-31', '2026-02-28', LAST_OF_MONTH_DUE_DAY)).toBe(30);
    expect(installmentPeriodDays('2025-06-15', '2025-07-28', 28)).toBe(43);
  });

  it('refuses a day that is no choice', () => {
    for (const day of [0, 29, 30, 32, 1.5])
      expect(() => dueDateAfter('2025-01-01', 0, day)).toThrow(RangeError);
  });
});
