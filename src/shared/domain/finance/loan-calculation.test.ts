import { describe, expect, it } from 'vitest';
import { calculateLoan, NEW_LOAN_PRODUCT, OFFER_DEFAULT_DUE_DAY } from './loan-calculation.ts';

/*
 * Worked examples computed here apart from the finance module, with the plain rules of
 * borrower-and-shared.md §1 and §9: the annuity A = P·i/(1 − (1 + i)^−n) with i = r/12, the rate
 * falling 0.1 point after each installment paid on time to 2.90 % (the rest of the loan spread
 * again at the new rate), the account fee 0.30 % of the amount a month at most 150 € a year, and
 * the APR by bisection of Σ paymentₖ·(1 + X)^−(daysₖ/365) = amount (Directive 2008/48/EC).
 * The payout is on the 1st, so with due day 1 every period is a whole month of 30 (30E/360) days
 * and a month's interest is balance · r / 12.
 */

const TODAY = '2026-03-01';

function annuity(principal: number, annualRate: number, months: number): number {
  const i = annualRate / 12;
  return (principal * i) / (1 - (1 + i) ** -months);
}

interface Row {
  dueDate: string;
  rate: number;
  principal: number;
  interest: number;
  fee: number;
}

/** The on-time plan, month by month, in cents (see the comment above). */
function workedPlan(amountEuros: number, months: number, start: string): Row[] {
  const [year, month] = start.split('-').map(Number) as [number, number];
  const amount = amountEuros * 100;
  const fee = Math.min(Math.round(amount * 0.003), 1250);
  const rows: Row[] = [];
  let balance = amount;
  let payment = 0;
  let previousRate = -1;
  for (let k = 0; k < months; k += 1) {
    const rate = Math.max(9.9 - 0.1 * k, 2.9);
    const rounded = Math.round(rate * 10) / 10;
    if (rounded !== previousRate) payment = Math.round(annuity(balance, rounded / 100, months - k));
    previousRate = rounded;
    const interest = Math.round((balance * rounded) / 100 / 12);
    const principal = k === months - 1 ? balance : payment - interest;
    balance -= principal;
    const due = new Date(Date.UTC(year, month - 1 + k + 1, 1));
    rows.push({ dueDate: due.toISOString().slice(0, 10), rate: rounded, principal, interest, fee });
  }
  return rows;
}

function workedApr(amountEuros: number, rows: readonly Row[], start: string): number {
  const t0 = Date.parse(start);
  const flows = rows.map((row) => ({
    years: (Date.parse(row.dueDate) - t0) / 86_400_000 / 365,
    amount: row.principal + row.interest + row.fee,
  }));
  const gap = (x: number) =>
    flows.reduce((sum, flow) => sum + flow.amount * (1 + x) ** -flow.years, 0) - amountEuros * 100;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (gap(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

describe('calculateLoan against worked examples', () => {
  it('uses the new loans’ product and plans on the 1st', () => {
    expect(NEW_LOAN_PRODUCT).toBe('reducing');
    expect(OFFER_DEFAULT_DUE_DAY).toBe(1);
  });

  it('5 000 € over 60 months: 105.99 € a month at 9.90 %, the fee capped at 12.50 €', () => {
    // By hand: i = 0.00825, (1.00825)^60 ≈ 1.637 12, 41.25 / (1 − 1/1.637 12) ≈ 105.99.
    const result = calculateLoan({ amountEuros: 5000, termMonths: 60, today: TODAY });
    expect(result.monthlyInstallment).toBe(10_599);
    expect(result.monthlyFee).toBe(1_250);
    expect(result.totalInstallment).toBe(11_849);
    expect(result.firstYearTotalFee).toBe(15_000);
  });

  it.each([
    [1000, 12],
    [5000, 60],
    [15_600, 36],
    [20_000, 84],
  ])('%i € over %i months: the installment, every plan row and the APR', (amount, months) => {
    const result = calculateLoan({ amountEuros: amount, termMonths: months, today: TODAY });
    const worked = workedPlan(amount, months, TODAY);

    expect(result.monthlyInstallment).toBe(Math.round(annuity(amount * 100, 0.099, months)));
    expect(result.paymentPlan).toEqual(
      worked.map((row) => ({
        dueDate: row.dueDate,
        annualRateBasisPoints: Math.round(row.rate * 100),
        principal: row.principal,
        interest: row.interest,
        fee: row.fee,
        totalDue: row.principal + row.interest + row.fee,
      })),
    );
    expect(result.totalPayable).toBe(
      worked.reduce((sum, row) => sum + row.principal + row.interest + row.fee, 0),
    );
    // To 0.01 percentage point.
    expect(
      Math.abs((result.annualPercentageRate ?? 0) - workedApr(amount, worked, TODAY)),
    ).toBeLessThan(0.00005);
  });

  it('shows the rate falling 0.1 point a month to the 2.90 % floor over 84 months', () => {
    const rates = calculateLoan({
      amountEuros: 20_000,
      termMonths: 84,
      today: TODAY,
    }).paymentPlan.map((row) => row.annualRateBasisPoints);
    expect(rates.slice(0, 3)).toEqual([990, 980, 970]);
    expect(rates[70]).toBe(290);
    expect(rates[69]).toBe(300);
    expect(Math.min(...rates)).toBe(290);
    expect(rates.at(-1)).toBe(290);
  });

  it('refuses an amount that is not whole euros', () => {
    expect(() => calculateLoan({ amountEuros: 10.5, termMonths: 12, today: TODAY })).toThrow(
      RangeError,
    );
  });
});
