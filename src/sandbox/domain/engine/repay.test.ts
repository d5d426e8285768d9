import { describe, expect, it } from 'vitest';
import { MARKETPLACE_FEES, findAccount, loanPrincipal } from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import { depositFigures } from '../ledger/figures.ts';
import { getLoan } from './loans.ts';
import { runUntil } from './run.ts';
import { scheduleOf } from './schedule.ts';
import { emptyWorld, entriesOfType, investor, list, noon } from '../../test/engine-world.ts';

const PAYOUT = '2024-01-10';
const FIRST_DUE = '2024-02-15';

/** A 3000 € loan at 19.90 % over 12 months, funded 1000 + 1000 + 600 + 400 €. */
async function fundedLoan() {
  const db = await emptyWorld();
  investor(db, 1, 10_000_000, PAYOUT); // 1000 € (the cap)
  investor(db, 2, 5_000_000, PAYOUT); // 1000 € (the cap)
  investor(db, 3, 2_000_000, PAYOUT); // 600 €: 3 % of 20 000 €
  investor(db, 4, 4_000_000, PAYOUT); // what is left: 400 €
  const loanId = list(db, PAYOUT, { amountCents: 300_000 });
  runUntil(db, noon(PAYOUT));
  return { db, loanId };
}

const amounts = (db: Awaited<ReturnType<typeof emptyWorld>>, type: string) =>
  entriesOfType(db, type).map((e) => e.amount_cents);

describe('a repayment', () => {
  it('arrives on the due date and is split to the parts, to the cent', async () => {
    const { db, loanId } = await fundedLoan();
    // The first installment (annuity.ts): 35 days (30E/360) of interest on 3000 € at 19.90 %,
    // 3000 × 0.199 × 35 / 360 = 58.041 €, so 58.04; principal 228.01 €; fee 0.30 % = 9.00 €.
    expect(scheduleOf(db, loanId)[0]).toMatchObject({
      dueDate: FIRST_DUE,
      principalCents: 22_801,
      interestCents: 5804,
      feeCents: 900,
    });
    runUntil(db, noon('2024-02-14'));
    expect(amounts(db, 'REPAID_CAPITAL')).toEqual([]);

    runUntil(db, noon(FIRST_DUE));
    // Shares 1/3, 1/3, 1/5, 2/15 of outstanding principal. Principal 228.01 €: 76.0033 ×2,
    // 45.602, 30.4013; the one cent left goes to the largest remainder, the first part's.
    expect(amounts(db, 'PRINCIPAL')).toEqual([22_801]);
    expect(amounts(db, 'REPAID_CAPITAL')).toEqual([7601, 7600, 4560, 3040]);
    // Interest 58.04 €: 19.3467 ×2, 11.608, 7.7387; three cents to the three largest remainders.
    expect(amounts(db, 'INTEREST_PAID')).toEqual([1935, 1934, 1161, 774]);
    // Half of each part's interest, half-even: 9.675 → 9.68, 9.67, 5.805 → 5.80, 3.87.
    expect(amounts(db, 'ADMINISTRATION_FEE')).toEqual([968, 967, 580, 387]);
    expect(amounts(db, 'TRANSACTION_FEE')).toEqual([900]);
    expect(entriesOfType(db, 'INTEREST_PAID').every((e) => e.booked_at.startsWith(FIRST_DUE))).toBe(
      true,
    );

    const fees = findAccount(db, MARKETPLACE_FEES) ?? expect.fail('no fee account');
    expect(balance(db, fees.id)).toBe(968 + 967 + 580 + 387 + 900);
    const principal = findAccount(db, loanPrincipal(loanId)) ?? expect.fail('no loan account');
    expect(balance(db, principal.id)).toBe(-(300_000 - 22_801));

    const figures = depositFigures(
      db,
      { owner: 'investor-deposit', depositId: 1 },
      { from: new Date('2024-01-01T00:00:00Z'), to: new Date('2024-03-01T00:00:00Z') },
    );
    expect(figures).toMatchObject({
      deposits: 10_000_000,
      investments: 100_000,
      repaidCapital: 7601,
      interestPaid: 1935,
      feesPaid: 968,
      activeInvestments: 100_000 - 7601,
      freeCapital: 10_000_000 - 100_000 + 7601 + 1935 - 968,
    });
    expect(
      scheduleOf(db, loanId)
        .map((i) => [i.state, i.paidOn])
        .slice(0, 2),
    ).toEqual([
      ['PAID', FIRST_DUE],
      ['PENDING', null],
    ]);
    expect(getLoan(db, loanId).state).toBe('ACTIVE');
    db.close();
  });

  it('closes the loan when the last installment is paid, every part repaid in full', async () => {
    const { db, loanId } = await fundedLoan();
    runUntil(db, noon('2025-02-01'));
    expect(getLoan(db, loanId).state).toBe('CLOSED');
    const repaid = entriesOfType(db, 'REPAID_CAPITAL');
    const byPart = new Map<number, number>();
    for (const e of repaid)
      byPart.set(e.loan_part_id ?? 0, (byPart.get(e.loan_part_id ?? 0) ?? 0) + e.amount_cents);
    expect([...byPart.values()]).toEqual([100_000, 100_000, 60_000, 40_000]);
    const principal = findAccount(db, loanPrincipal(loanId)) ?? expect.fail('no loan account');
    expect(balance(db, principal.id)).toBe(0);
    db.close();
  });
});
