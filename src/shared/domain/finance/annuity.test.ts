import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  annuityPayment,
  annuitySchedule,
  monthlyLoanAccountFee,
  periodInterest,
  productRateBasisPoints,
  reducingRateBasisPoints,
  rescheduleAtRate,
  type AnnuityTerms,
  type Installment,
} from './annuity.ts';
import { addDays, addMonths, dateParts, days360, daysInMonth } from './dates.ts';
import { defaultFirstDueDate, dueDateAfter } from './due-dates.ts';

const sum = (rows: readonly Installment[], key: 'principal' | 'interest' | 'fee'): number =>
  rows.reduce((total, row) => total + row[key], 0);

describe('annuitySchedule', () => {
  // 10 000 € at 12 % for 12 months: the textbook level payment is 888.49 €.
  const textbook: AnnuityTerms = {
    principal: 1_000_000,
    annualRateBasisPoints: 1200,
    termMonths: 12,
    dueDay: 15,
    startDate: '2026-01-15',
  };

  it('gives the textbook annuity: level payment, interest of 1 % a month on the balance', () => {
    const rows = annuitySchedule(textbook);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      number: 1,
      dueDate: '2026-02-15',
      principal: 78_849,
      interest: 10_000,
      fee: 1250,
      totalDue: 78_849 + 10_000 + 1250,
      balanceAfter: 921_151,
    });
    // 1 % of 9211.51 € is 92.1151 €: 92.12 €.
    expect(rows[1]).toMatchObject({ dueDate: '2026-03-15', interest: 9212, principal: 79_637 });
    for (const row of rows.slice(0, -1)) expect(row.principal + row.interest).toBe(88_849);
    // The last installment repays what is left: 879.67 € of interest rounds to 8.80 €.
    expect(rows[11]).toMatchObject({
      number: 12,
      dueDate: '2027-01-15',
      principal: 87_967,
      interest: 880,
      balanceAfter: 0,
    });
    expect(sum(rows, 'principal')).toBe(1_000_000);
    expect(sum(rows, 'interest')).toBe(66_186);
  });

  it('charges the first, broken period for its 30E/360 days and keeps later payments level', () => {
    // Paid out on 20 January, due day 15: the first due date is 15 March, 55 days later.
    const rows = annuitySchedule({
      principal: 500_000,
      annualRateBasisPoints: 990,
      termMonths: 24,
      dueDay: 15,
      startDate: '2026-01-20',
    });
    expect(annuityPayment(500_000, 990, 24)).toBe(23_049);
    expect(rows[0]?.dueDate).toBe('2026-03-15');
    // 5000 € × 9.90 % × 55 / 360 = 75.625 €: a tie, rounded to the even cent.
    expect(rows[0]?.interest).toBe(7562);
    // The principal is a regular month's: 230.49 € less 30 days' interest (41.25 €).
    expect(rows[0]?.principal).toBe(23_049 - 4125);
    // Later months: 30 days, so balance × 9.90 % / 12 (4810.76 € → 39.689 €).
    expect(rows[1]?.interest).toBe(3969);
    for (const row of rows.slice(1, -1)) expect(row.principal + row.interest).toBe(23_049);
    expect(rows.at(-1)).toMatchObject({ dueDate: '2028-02-15', principal: 22_871, interest: 189 });
    expect(sum(rows, 'principal')).toBe(500_000);
  });

  it('repays principal from the first installment even when its interest exceeds the level', () => {
    // 20 000 € at 19.90 % over 84 months, 59 days to the first due date: 652.28 € of interest
    // against a level payment of 442.92 €.
    const rows = annuitySchedule({
      principal: 2_000_000,
      annualRateBasisPoints: 1990,
      termMonths: 84,
      dueDay: 1,
      startDate: '2026-01-02',
    });
    expect(rows[0]).toMatchObject({ dueDate: '2026-03-01', interest: 65_228, principal: 11_125 });
    expect(rows[1]).toMatchObject({ interest: 32_982, principal: 11_310 });
    expect(rows.at(-1)).toMatchObject({ principal: 43_576, interest: 723, balanceAfter: 0 });
    expect(sum(rows, 'principal')).toBe(2_000_000);
  });

  it('honours an explicit first due date', () => {
    const rows = annuitySchedule({ ...textbook, firstDueDate: '2026-03-15' });
    expect(rows.map((r) => r.dueDate).slice(0, 2)).toEqual(['2026-03-15', '2026-04-15']);
    expect(rows[0]).toMatchObject({ interest: 20_000, principal: 78_849 }); // two months at 1 %
    expect(() => annuitySchedule({ ...textbook, firstDueDate: '2026-03-14' })).toThrow(RangeError);
    expect(() => annuitySchedule({ ...textbook, firstDueDate: '2026-01-15' })).toThrow(RangeError);
  });

  it('splits a zero-rate loan evenly, the last installment taking the odd cents', () => {
    const rows = annuitySchedule({
      ...textbook,
      principal: 100_000,
      annualRateBasisPoints: 0,
      termMonths: 3,
    });
    expect(rows.map((r) => [r.principal, r.interest])).toEqual([
      [33_333, 0],
      [33_333, 0],
      [33_334, 0],
    ]);
  });

  it('handles a one-month loan', () => {
    const rows = annuitySchedule({ ...textbook, termMonths: 1 });
    expect(rows).toEqual([
      {
        number: 1,
        dueDate: '2026-02-15',
        principal: 1_000_000,
        interest: 10_000,
        fee: 1250,
        totalDue: 1_011_250,
        balanceAfter: 0,
      },
    ]);
  });

  it('refuses impossible terms', () => {
    const bad: Partial<AnnuityTerms>[] = [
      { principal: -1 },
      { principal: 1.5 },
      { annualRateBasisPoints: -1 },
      { annualRateBasisPoints: 9.9 },
      { termMonths: 0 },
      { termMonths: 1.5 },
      { dueDay: 0 },
      { dueDay: 29 },
      { startDate: '2026-02-30' },
    ];
    for (const change of bad) {
      expect(() => annuitySchedule({ ...textbook, ...change }), JSON.stringify(change)).toThrow(
        RangeError,
      );
    }
  });

  it('amortises any loan exactly, with level payments and interest on the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }), // 100 € to 20 000 € (borrower-and-shared.md §9)
        fc.integer({ min: 0, max: 1990 }),
        fc.integer({ min: 1, max: 84 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 3650 }),
        (principal, rate, term, dueDay, offset) => {
          const startDate = addDays('2020-01-01', offset);
          const rows = annuitySchedule({
            principal,
            annualRateBasisPoints: rate,
            termMonths: term,
            dueDay,
            startDate,
          });
          expect(rows).toHaveLength(term);
          expect(sum(rows, 'principal')).toBe(principal);
          const firstDays = days360(startDate, rows[0]?.dueDate ?? '');
          expect(firstDays).toBeGreaterThanOrEqual(28); // a month, 30E/360 (Feb from the 29th–31st)
          expect(firstDays).toBeLessThan(60);
          const payment = annuityPayment(principal, rate, term);
          let balance = principal;
          let previous = startDate;
          const monthly = rate / 120_000;
          let lastRegular = 0;
          rows.forEach((row, k) => {
            expect(row.number).toBe(k + 1);
            expect(dateParts(row.dueDate).day).toBe(dueDay);
            if (k > 0) expect(row.dueDate).toBe(addMonths(rows[k - 1]?.dueDate ?? '', 1));
            // Interest: balance × rate × days / 360 within half a cent.
            const exact = (balance * rate * days360(previous, row.dueDate)) / 3_600_000;
            expect(Math.abs(row.interest - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
            expect(row.principal).toBeGreaterThanOrEqual(0);
            balance -= row.principal;
            expect(row.balanceAfter).toBe(balance);
            expect(row.totalDue).toBe(row.principal + row.interest + row.fee);
            // Level payments; the first differs by the odd days' interest of its longer or
            // shorter period (a regular month's principal).
            const regular =
              k === 0 ? Math.round((principal * rate * 30) / 3_600_000) : row.interest;
            lastRegular = regular;
            if (k < term - 1 && balance > 0) {
              expect(Math.abs(row.principal + regular - payment)).toBeLessThanOrEqual(
                k === 0 ? 1 : 0,
              );
            }
            previous = row.dueDate;
          });
          // Rounding errors of at most a cent a month, compounded, are all the last one absorbs.
          const last = rows.at(-1);
          const drift = Math.abs((last?.principal ?? 0) + lastRegular - payment);
          expect(drift).toBeLessThanOrEqual(Math.ceil(term * (1 + monthly) ** term) + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('due day 31, the last of the month', () => {
  const lastOfMonth: AnnuityTerms = {
    principal: 600_000,
    annualRateBasisPoints: 990,
    termMonths: 24,
    dueDay: 31,
    startDate: '2023-12-10',
  };

  it('falls due on the last day of every month, February and 30-day months included', () => {
    const rows = annuitySchedule(lastOfMonth);
    expect(rows.slice(0, 4).map((row) => row.dueDate)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    expect(rows[13]?.dueDate).toBe('2025-02-28');
    for (const row of rows) {
      const { year, month, day } = dateParts(row.dueDate);
      expect(day).toBe(daysInMonth(year, month));
    }
  });

  it('counts every regular month as 30 days of interest, so the payments stay level', () => {
    const rows = annuitySchedule(lastOfMonth);
    const payment = annuityPayment(600_000, 990, 24);
    rows.slice(1, -1).forEach((row) => {
      expect(row.principal + row.interest).toBe(payment);
    });
    // February (29 days) and March (31 days) charge the same month's interest on the balance.
    const february = rows[1];
    const march = rows[2];
    expect(february?.interest).toBe(periodInterest(rows[0]?.balanceAfter ?? 0, 990, 30));
    expect(march?.interest).toBe(periodInterest(february?.balanceAfter ?? 0, 990, 30));
    expect(sum(rows, 'principal')).toBe(600_000);
  });

  it('starts at least a month after the payout, on that month’s last day', () => {
    expect(defaultFirstDueDate('2024-01-31', 31)).toBe('2024-02-29');
    expect(defaultFirstDueDate('2024-01-30', 31)).toBe('2024-02-29');
    expect(defaultFirstDueDate('2024-03-31', 31)).toBe('2024-04-30');
    expect(defaultFirstDueDate('2024-04-15', 31)).toBe('2024-05-31');
    expect(dueDateAfter('2024-02-29', 1, 31)).toBe('2024-03-31');
    expect(dueDateAfter('2024-02-29', 1, 28)).toBe('2024-03-28');
  });

  it('reschedules on the last of the month too', () => {
    const rows = annuitySchedule(lastOfMonth);
    const rescheduled = rescheduleAtRate(lastOfMonth, rows, 3, 960);
    expect(rescheduled.map((row) => row.dueDate)).toEqual(rows.map((row) => row.dueDate));
    expect(sum(rescheduled, 'principal')).toBe(600_000);
  });

  it('refuses a first due date that is not the last of its month', () => {
    expect(() => annuitySchedule({ ...lastOfMonth, firstDueDate: '2024-02-28' })).toThrow(
      RangeError,
    );
    expect(() => annuitySchedule({ ...lastOfMonth, dueDay: 30 })).toThrow(RangeError);
  });
});

describe('annuityPayment', () => {
  it('matches the annuity formula', () => {
    expect(annuityPayment(1_000_000, 1200, 12)).toBe(88_849);
    expect(annuityPayment(500_000, 990, 24)).toBe(23_049);
    expect(annuityPayment(2_000_000, 1990, 84)).toBe(44_292);
    expect(annuityPayment(1_000_000, 0, 12)).toBe(83_333);
  });
});

describe('periodInterest', () => {
  it('is balance × rate × days / 360, exact and rounded half to even', () => {
    expect(periodInterest(1_000_000, 1200, 30)).toBe(10_000);
    expect(periodInterest(500_000, 990, 55)).toBe(7562); // 7562.5
    expect(periodInterest(500_002, 990, 55)).toBe(7563); // 7562.53…
    expect(periodInterest(0, 990, 30)).toBe(0);
  });
});

describe('defaultFirstDueDate', () => {
  it('is the first due day at least one month after the payout', () => {
    expect(defaultFirstDueDate('2026-01-10', 15)).toBe('2026-02-15');
    expect(defaultFirstDueDate('2026-01-15', 15)).toBe('2026-02-15');
    expect(defaultFirstDueDate('2026-01-16', 15)).toBe('2026-03-15');
    expect(defaultFirstDueDate('2026-01-31', 28)).toBe('2026-02-28');
    expect(defaultFirstDueDate('2026-12-20', 1)).toBe('2027-02-01');
    expect(() => defaultFirstDueDate('2026-01-10', 30)).toThrow(RangeError);
  });
});

describe('monthlyLoanAccountFee', () => {
  it('is 0.30 % of the original amount a month, at most 12.50 € (150.00 € a year)', () => {
    expect(monthlyLoanAccountFee(200_000)).toBe(600); // 2000 € → 6.00 €
    expect(monthlyLoanAccountFee(400_000)).toBe(1200);
    expect(monthlyLoanAccountFee(416_666)).toBe(1250); // 12.49998 € rounds to the cap
    expect(monthlyLoanAccountFee(416_500)).toBe(1250); // 12.495 €, a tie to the even 12.50 €
    expect(monthlyLoanAccountFee(416_000)).toBe(1248);
    expect(monthlyLoanAccountFee(500_000)).toBe(1250); // 15.00 € capped
    expect(monthlyLoanAccountFee(2_000_000)).toBe(1250);
    expect(monthlyLoanAccountFee(0)).toBe(0);
    expect(() => monthlyLoanAccountFee(-1)).toThrow(RangeError);
  });

  it('never charges more than 150.00 € in any twelve installments', () => {
    const rows = annuitySchedule({
      principal: 2_000_000,
      annualRateBasisPoints: 990,
      termMonths: 84,
      dueDay: 1,
      startDate: '2026-01-01',
    });
    for (let k = 0; k + 12 <= rows.length; k += 1) {
      expect(sum(rows.slice(k, k + 12), 'fee')).toBeLessThanOrEqual(15_000);
    }
    expect(sum(rows.slice(0, 12), 'fee')).toBe(15_000);
  });
});

describe('the loan products', () => {
  it('reduces 9.90 % by 0.1 point a month paid on time, down to 2.90 %', () => {
    expect(reducingRateBasisPoints(0)).toBe(990);
    expect(reducingRateBasisPoints(1)).toBe(980);
    expect(reducingRateBasisPoints(12)).toBe(870);
    expect(reducingRateBasisPoints(69)).toBe(300);
    expect(reducingRateBasisPoints(70)).toBe(290);
    expect(reducingRateBasisPoints(71)).toBe(290);
    expect(reducingRateBasisPoints(1000)).toBe(290);
    expect(() => reducingRateBasisPoints(-1)).toThrow(RangeError);
    expect(() => reducingRateBasisPoints(1.5)).toThrow(RangeError);
  });

  it('keeps the fixed product at 19.90 %', () => {
    expect(productRateBasisPoints('fixed', 0)).toBe(1990);
    expect(productRateBasisPoints('fixed', 50)).toBe(1990);
    expect(productRateBasisPoints('reducing', 5)).toBe(940);
  });
});

describe('rescheduleAtRate', () => {
  const terms: AnnuityTerms = {
    principal: 1_000_000,
    annualRateBasisPoints: 990,
    termMonths: 24,
    dueDay: 10,
    startDate: '2026-01-05',
  };
  const original = annuitySchedule(terms);

  it('keeps the paid installments and spreads the balance at the new rate', () => {
    const rows = rescheduleAtRate(terms, original, 1, 980);
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual(original[0]);
    const balance = original[0]?.balanceAfter ?? 0;
    // The next month's interest is on the same balance at 9.80 % instead of 9.90 %.
    expect(rows[1]?.interest).toBe(Math.round((balance * 0.098) / 12));
    expect(rows[1]?.interest).toBeLessThan(original[1]?.interest ?? 0);
    expect(rows.map((r) => r.dueDate)).toEqual(original.map((r) => r.dueDate));
    expect(rows.map((r) => r.number)).toEqual(original.map((r) => r.number));
    expect(rows.map((r) => r.fee)).toEqual(original.map((r) => r.fee));
    expect(sum(rows, 'principal')).toBe(1_000_000);
    // A lower rate, a lower level payment.
    const payment = (row?: Installment) => (row ? row.principal + row.interest : 0);
    expect(payment(rows[1])).toBeLessThan(payment(original[1]));
    expect(payment(rows[1])).toBe(annuityPayment(balance, 980, 23));
  });

  it('reproduces the schedule when the rate does not change, but for re-rounding', () => {
    for (const paid of [0, 1, 12, 23]) {
      const rows = rescheduleAtRate(terms, original, paid, 990);
      // The level payment, recomputed from a rounded balance, may move a cent; each row's
      // principal moves with it and the last absorbs the total.
      rows.slice(0, -1).forEach((row, k) => {
        expect(
          Math.abs(row.principal - (original[k]?.principal ?? 0)),
          `${paid}/${k}`,
        ).toBeLessThanOrEqual(1);
      });
      const lastDiff = (rows.at(-1)?.principal ?? 0) - (original.at(-1)?.principal ?? 0);
      expect(Math.abs(lastDiff)).toBeLessThanOrEqual(24 - paid);
      expect(sum(rows, 'principal')).toBe(1_000_000);
    }
    expect(rescheduleAtRate(terms, original, 0, 990)).toEqual(original);
  });

  it('keeps the fee on the original amount after the balance falls', () => {
    const small = { ...terms, principal: 300_000 }; // 0.30 % = 9.00 € a month
    const rows = rescheduleAtRate(small, annuitySchedule(small), 12, 870);
    expect(new Set(rows.map((r) => r.fee))).toEqual(new Set([900]));
  });

  it('runs the reducing-rate product month by month and still repays exactly', () => {
    let rows = original;
    for (let paid = 1; paid < terms.termMonths; paid += 1) {
      rows = rescheduleAtRate(terms, rows, paid, reducingRateBasisPoints(paid));
    }
    expect(sum(rows, 'principal')).toBe(1_000_000);
    expect(rows.at(-1)?.balanceAfter).toBe(0);
    // Each month's interest used that month's rate: month 24 ran at 9.90 − 2.3 = 7.60 %.
    const last = rows.at(-1);
    const before = rows.at(-2)?.balanceAfter ?? 0;
    expect(last?.interest).toBe(Math.round((before * 0.076) / 12));
    expect(sum(rows, 'interest')).toBeLessThan(sum(original, 'interest'));
  });

  it('refuses an installment count outside the schedule', () => {
    expect(() => rescheduleAtRate(terms, original, 24, 980)).toThrow(RangeError);
    expect(() => rescheduleAtRate(terms, original, -1, 980)).toThrow(RangeError);
  });
});
