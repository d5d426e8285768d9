import { describe, expect, it } from 'vitest';
import {
  autoinvestCovers,
  daysLate,
  isCreditDefault,
  paidBeforeReminder,
  paymentDeadline,
  penaltyInterest,
  remindersDue,
  wholeLoanFallsDue,
} from './late-payment.ts';

// Dates checked against a calendar: 15.6.2024 is a Saturday, 21.6.2024 Midsummer Eve (Friday),
// 6.12.2025 Independence Day (Saturday), 29.3.2024 Good Friday and 1.4.2024 Easter Monday.

describe('paymentDeadline', () => {
  it.each([
    ['2024-02-15', '2024-02-15'], // a Thursday: the due date itself
    ['2024-06-15', '2024-06-17'], // Saturday → Monday
    ['2024-06-21', '2024-06-24'], // Midsummer Eve → Monday
    ['2025-12-06', '2025-12-08'], // Independence Day on a Saturday → Monday
    ['2024-12-24', '2024-12-27'], // Christmas Eve, Christmas Day, St Stephen's Day → Friday
    ['2024-03-29', '2024-04-02'], // Good Friday … Easter Monday → Tuesday
  ])('due %s must be paid by %s', (due, deadline) => {
    expect(paymentDeadline(due)).toBe(deadline);
  });
});

describe('daysLate and the reminders', () => {
  it('counts from the deadline, so a payment moved past a weekend is not late', () => {
    expect(daysLate('2024-06-15', '2024-06-17')).toBe(0);
    expect(daysLate('2024-06-15', '2024-06-14')).toBe(0);
    expect(daysLate('2024-06-15', '2024-06-18')).toBe(1);
    expect(daysLate('2024-02-15', '2024-02-29')).toBe(14); // leap year
  });

  it('has a reminder after 14 days and another after 14 more', () => {
    expect(remindersDue('2024-02-15', '2024-02-28')).toBe(0);
    expect(remindersDue('2024-02-15', '2024-02-29')).toBe(1);
    expect(remindersDue('2024-02-15', '2024-03-13')).toBe(1);
    expect(remindersDue('2024-02-15', '2024-03-14')).toBe(2);
    expect(remindersDue('2024-06-15', '2024-07-01')).toBe(1); // 14 days after Monday 17.6
  });
});

describe('paidBeforeReminder (on time for the reducing rate)', () => {
  it('is a payment by the 14th day late, not only on the due date', () => {
    expect(paidBeforeReminder('2024-02-15', '2024-02-15')).toBe(true);
    expect(paidBeforeReminder('2024-02-15', '2024-02-16')).toBe(true);
    expect(paidBeforeReminder('2024-02-15', '2024-02-29')).toBe(true);
    expect(paidBeforeReminder('2024-02-15', '2024-03-01')).toBe(false);
  });

  it('counts the 14 days from the next banking day when the due date is none', () => {
    // 16 calendar days after Saturday 15.6, but 14 after Monday 17.6.
    expect(paidBeforeReminder('2024-06-15', '2024-07-01')).toBe(true);
    expect(paidBeforeReminder('2024-06-15', '2024-07-02')).toBe(false);
  });
});

describe('isCreditDefault', () => {
  it('comes after over 60 days: on the 61st day late', () => {
    // 15.2.2024 + 60 days = 15.4.2024 (14 days of February, 31 of March, 15 of April).
    expect(isCreditDefault('2024-02-15', '2024-04-15')).toBe(false);
    expect(isCreditDefault('2024-02-15', '2024-04-16')).toBe(true);
  });
});

describe('penaltyInterest', () => {
  it('is the loan rate on the unpaid invoice, actual days over 365, half-even', () => {
    // 265.00 € × 9.90 % × 30 / 365 = 2.1563… €
    expect(penaltyInterest(26_500, 990, 30)).toBe(216);
    // 1 000.00 € × 19.90 % × 1 / 365 = 0.5452… €
    expect(penaltyInterest(100_000, 1990, 1)).toBe(55);
    expect(penaltyInterest(26_500, 990, 0)).toBe(0);
  });

  it('stops at 180 days', () => {
    // 265.00 € × 9.90 % × 180 / 365 = 12.9378… €
    expect(penaltyInterest(26_500, 990, 180)).toBe(1294);
    expect(penaltyInterest(26_500, 990, 400)).toBe(1294);
  });

  it('refuses a negative or fractional number of days', () => {
    expect(() => penaltyInterest(26_500, 990, -1)).toThrow(RangeError);
    expect(() => penaltyInterest(26_500, 990, 1.5)).toThrow(RangeError);
  });
});

describe('wholeLoanFallsDue', () => {
  it('when the unpaid invoices reach 5.00 % of the original amount', () => {
    // 5.00 % of 3 000.00 € is 150.00 €.
    expect(wholeLoanFallsDue(14_999, 300_000)).toBe(false);
    expect(wholeLoanFallsDue(15_000, 300_000)).toBe(true);
    expect(wholeLoanFallsDue(0, 0)).toBe(false);
  });
});

describe('autoinvestCovers', () => {
  it('loans overdue up to 90 days, not 91', () => {
    // Monday 15.1.2024 + 90 days = 14.4.2024 (16 of January, 29 of February, 31 of March, 14).
    expect(autoinvestCovers('2024-01-15', '2024-04-14')).toBe(true);
    expect(autoinvestCovers('2024-01-15', '2024-04-15')).toBe(false);
    expect(autoinvestCovers(undefined, '2024-04-15')).toBe(true);
  });
});
