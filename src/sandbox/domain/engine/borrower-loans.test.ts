import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/finance/index.ts';
import { WORLD, findAccount, loanPrincipal } from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import { referenceNumber } from '../investors/reference-number.ts';
import {
  openBorrowerLoan,
  payNextInstallment,
  setBorrowerPayments,
  type SignedLoan,
} from './borrower-loans.ts';
import { findLoanByMambuId, getLoan, loansOfBorrower } from './loans.ts';
import { runUntil } from './run.ts';
import { scheduleOf } from './schedule.ts';
import { emptyWorld, investor, noon } from '../../test/engine-world.ts';

const SIGNED_ON = '2024-01-10';
/** Signed on a Wednesday, paid out on the 2nd banking day after: Friday. */
const PAYOUT = '2024-01-12';
const signed: SignedLoan = {
  borrowerUserId: 101,
  product: 'reducing',
  amountCents: 300_000,
  termMonths: 12,
  dueDay: 31,
};

/** A world whose investors can fund the loan; the day of signing has already run. */
async function signedLoan(loan: SignedLoan = signed) {
  const db = await emptyWorld();
  investor(db, 1, 10_000_000, SIGNED_ON);
  investor(db, 2, 5_000_000, SIGNED_ON);
  investor(db, 3, 4_000_000, SIGNED_ON);
  runUntil(db, noon(SIGNED_ON));
  const mambuLoanId = openBorrowerLoan(db, loan, SIGNED_ON);
  const found = findLoanByMambuId(db, mambuLoanId) ?? expect.fail('no loan');
  return { db, mambuLoanId, loanId: found.id };
}

const accountBalance = (db: Awaited<ReturnType<typeof emptyWorld>>, key: typeof WORLD) =>
  balance(db, (findAccount(db, key) ?? expect.fail('no such account')).id);

describe('a real user signs a loan', () => {
  it('is listed for funding under its mambu id and reference number, the borrower’s own', async () => {
    const { db, mambuLoanId, loanId } = await signedLoan();
    const loan = getLoan(db, loanId);
    expect(mambuLoanId).toBe(`LN${loanId}`);
    expect(loan.state).toBe('APPROVED');
    expect(loan.dueDay).toBe(31);
    expect(loan.referenceNumber).toBe(referenceNumber(`7${String(loanId).padStart(5, '0')}`));
    expect(loansOfBorrower(db, 101).map((mine) => mine.mambuLoanId)).toEqual([mambuLoanId]);
    expect(loansOfBorrower(db, 102)).toEqual([]);
  });

  it('is funded by autoinvest the next day and paid out on the 2nd banking day, its schedule on the last of each month', async () => {
    const { db, loanId } = await signedLoan();
    runUntil(db, noon(addDays(PAYOUT, -1)));
    expect(getLoan(db, loanId).state).toBe('APPROVED');
    expect(accountBalance(db, WORLD)).toBe(-19_000_000);
    runUntil(db, noon(PAYOUT));
    const loan = getLoan(db, loanId);
    expect(loan.state).toBe('ACTIVE');
    expect(loan.disbursedOn).toBe(PAYOUT);
    expect(accountBalance(db, loanPrincipal(loanId))).toBe(-300_000);
    expect(accountBalance(db, WORLD)).toBeLessThanOrEqual(-19_000_000 + 300_000);
    const schedule = scheduleOf(db, loanId);
    expect(schedule.slice(0, 4).map((row) => row.dueDate)).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
    ]);
    expect(schedule.every((row) => row.annualRateBasisPoints === 990)).toBe(true);
  });

  it('is paid on each due date by default, the last of the month included', async () => {
    const { db, loanId } = await signedLoan();
    runUntil(db, noon('2024-02-28'));
    expect(scheduleOf(db, loanId)[0]?.state).toBe('PENDING');
    // 31.3.2024 is Easter Sunday and 1.4. Easter Monday: the payment arrives on Tuesday 2.4.,
    // the next banking day, and is not late.
    runUntil(db, noon('2024-04-01'));
    expect(scheduleOf(db, loanId)[1]).toMatchObject({ state: 'PENDING', reminders: 0 });
    expect(getLoan(db, loanId).state).toBe('ACTIVE');
    runUntil(db, noon('2024-04-02'));
    const [first, second, third] = scheduleOf(db, loanId);
    expect(first).toMatchObject({ state: 'PAID', paidOn: '2024-02-29' });
    expect(second).toMatchObject({ state: 'PAID', paidOn: '2024-04-02', penaltyCents: 0 });
    expect(third?.state).toBe('PENDING');
    // Two months on time: the reducing rate has stepped down twice for what is still to pay.
    expect(getLoan(db, loanId).annualRateBasisPoints).toBe(970);
    expect(third?.annualRateBasisPoints).toBe(970);
    expect(first?.annualRateBasisPoints).toBe(990);
  });

  it('left unpaid, falls into arrears, is reminded, and goes to debt collection after over 60 days', async () => {
    const { db, loanId } = await signedLoan();
    runUntil(db, noon(PAYOUT));
    setBorrowerPayments(db, getLoan(db, loanId), 'unpaid');
    runUntil(db, noon('2024-03-01'));
    expect(getLoan(db, loanId).state).toBe('ACTIVE_IN_ARREARS');
    expect(scheduleOf(db, loanId)[0]).toMatchObject({ state: 'LATE', paidOn: null });
    runUntil(db, noon(addDays('2024-02-29', 14)));
    expect(scheduleOf(db, loanId)[0]?.penaltyCents).toBe(500);
    runUntil(db, noon(addDays('2024-02-29', 60)));
    expect(getLoan(db, loanId).state).toBe('ACTIVE_IN_ARREARS');
    runUntil(db, noon(addDays('2024-02-29', 61)));
    expect(getLoan(db, loanId).state).toBe('CLOSED_WRITTEN_OFF');
  });

  it('pays the next installment when told, early or late, and is back to ACTIVE once caught up', async () => {
    const { db, loanId } = await signedLoan();
    expect(payNextInstallment(db, loanId, SIGNED_ON)).toBeUndefined(); // not paid out yet
    runUntil(db, noon(PAYOUT));
    setBorrowerPayments(db, getLoan(db, loanId), 'unpaid');
    expect(payNextInstallment(db, loanId, '2024-02-20')?.number).toBe(1);
    expect(scheduleOf(db, loanId)[0]).toMatchObject({ state: 'PAID', paidOn: '2024-02-20' });
    // Due on Easter Sunday 31.3.2024, the second is late from Wednesday 3.4.
    runUntil(db, noon('2024-04-02'));
    expect(getLoan(db, loanId).state).toBe('ACTIVE');
    runUntil(db, noon('2024-04-03'));
    expect(getLoan(db, loanId).state).toBe('ACTIVE_IN_ARREARS');
    expect(payNextInstallment(db, loanId, '2024-04-03')?.number).toBe(2);
    expect(getLoan(db, loanId).state).toBe('ACTIVE');
    expect(accountBalance(db, loanPrincipal(loanId))).toBe(
      -scheduleOf(db, loanId)
        .filter((row) => row.state !== 'PAID')
        .reduce((sum, row) => sum + row.principalCents, 0),
    );
  });

  it('pays on the due date again once switched back, the overdue ones first', async () => {
    const { db, loanId } = await signedLoan();
    runUntil(db, noon(PAYOUT));
    setBorrowerPayments(db, getLoan(db, loanId), 'unpaid');
    runUntil(db, noon('2024-03-10'));
    setBorrowerPayments(db, getLoan(db, loanId), 'on-due-date');
    runUntil(db, noon('2024-03-11'));
    expect(scheduleOf(db, loanId)[0]).toMatchObject({ state: 'PAID', paidOn: '2024-03-11' });
    expect(getLoan(db, loanId).state).toBe('ACTIVE');
  });
});
