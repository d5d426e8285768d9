import { describe, expect, it } from 'vitest';
import { annuitySchedule, defaultFirstDueDate } from '#shared/domain/finance/index.ts';
import { findAccount, loanPrincipal } from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import { freeCapitalOf } from './investors.ts';
import { getLoan } from './loans.ts';
import { outstanding, partsOf } from './parts.ts';
import { runUntil } from './run.ts';
import { scheduleOf } from './schedule.ts';
import { emptyWorld, entriesOfType, investor, list, noon } from '../../test/engine-world.ts';

const DAY1 = '2024-01-10';
const DAY2 = '2024-01-11';

describe('autoinvest', () => {
  it('sizes each part by the terms, in the fixed investor order, loans by listing', async () => {
    const db = await emptyWorld();
    const big = investor(db, 1, 10_000_000, DAY1); // 3 % is 3000 €: capped at 1000 €
    const mid = investor(db, 2, 100_000, DAY1); // 3 % of 1000 € is 30 €
    const small = investor(db, 3, 50_000, DAY1); // 3 % is 15 €: raised to 20 €
    const tiny = investor(db, 4, 1999, DAY1); // under 20 €: nothing
    const loanA = list(db, DAY1, { amountCents: 200_000 });
    const loanB = list(db, DAY1, { amountCents: 5000 });
    runUntil(db, noon(DAY1));

    const placed = (loanId: number) => partsOf(db, loanId).map((p) => [p.depositId, p.amountCents]);
    expect(placed(loanA)).toEqual([
      [1, 100_000],
      [2, 3000],
      [3, 2000],
    ]);
    // Loan B is small: the first investor's part of it is only what it lacks.
    expect(placed(loanB)).toEqual([[1, 5000]]);
    expect(freeCapitalOf(db, big, DAY1)).toBe(10_000_000 - 105_000);
    expect(freeCapitalOf(db, mid, DAY1)).toBe(97_000);
    expect(freeCapitalOf(db, small, DAY1)).toBe(48_000);
    expect(freeCapitalOf(db, tiny, DAY1)).toBe(1999);
    for (const part of partsOf(db, loanA))
      expect(outstanding(db, part, DAY1)).toBe(part.amountCents);

    // A loan funded in full is paid out the same day; one not yet funded waits.
    expect(getLoan(db, loanA).state).toBe('APPROVED');
    expect(getLoan(db, loanB)).toMatchObject({ state: 'ACTIVE', disbursedOn: DAY1 });
    expect(scheduleOf(db, loanA)).toEqual([]);

    // The next day a new investor fills the gap; those already in the loan take no second part.
    investor(db, 5, 10_000_000, DAY2); // a part of up to 1000 €: the 950 € lacking
    runUntil(db, noon(DAY2));
    expect(placed(loanA)).toEqual([
      [1, 100_000],
      [2, 3000],
      [3, 2000],
      [5, 95_000],
    ]);
    expect(getLoan(db, loanA)).toMatchObject({ state: 'ACTIVE', disbursedOn: DAY2 });
    expect(entriesOfType(db, 'INVESTMENTS').map((e) => e.amount_cents)).toEqual([
      100_000, 3000, 2000, 5000, 5000, 95_000, 200_000,
    ]);
    db.close();
  });

  it('pays a funded loan out to the world and writes its annuity schedule from that day', async () => {
    const db = await emptyWorld();
    investor(db, 1, 10_000_000, DAY1);
    const loanId = list(db, DAY1, { amountCents: 80_000, termMonths: 6, dueDay: 5 });
    runUntil(db, noon(DAY1));
    const account = findAccount(db, loanPrincipal(loanId)) ?? expect.fail('no loan account');
    expect(balance(db, account.id)).toBe(-80_000);

    const expected = annuitySchedule({
      principal: 80_000,
      annualRateBasisPoints: 1990,
      termMonths: 6,
      dueDay: 5,
      startDate: DAY1,
    });
    const schedule = scheduleOf(db, loanId);
    expect(schedule[0]?.dueDate).toBe(defaultFirstDueDate(DAY1, 5));
    expect(schedule).toEqual(
      expected.map((i) => ({
        loanId,
        number: i.number,
        dueDate: i.dueDate,
        principalCents: i.principal,
        interestCents: i.interest,
        feeCents: i.fee,
        penaltyCents: 0,
        reminders: 0,
        state: 'PENDING',
        paidOn: null,
        annualRateBasisPoints: 1990,
      })),
    );
    expect(schedule.reduce((sum, i) => sum + i.principalCents, 0)).toBe(80_000);
    // The loan account fee: 0.30 % of 800 € a month.
    expect(schedule.every((i) => i.feeCents === 240)).toBe(true);
    db.close();
  });
});
