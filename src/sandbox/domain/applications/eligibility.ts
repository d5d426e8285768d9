import { z } from 'zod';
import { addMonths, dateParts, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';

/*
 * Who may apply at all, by the terms (borrower-and-shared.md §5 loan eligibility, §9): at least
 * 21 years old, at most 20 000 € of loan capital with the loan applied for, a term of at most 84
 * months, a new loan only six months after the last one and once six installments of every loan
 * are paid, and no loan in arrears or debt collection. Regular income and no payment defaults
 * are seen later, in the account data (scoring.ts).
 */

export const MINIMUM_AGE = 21;
export const MAX_AGGREGATE_CAPITAL_CENTS = 2_000_000;
export const MAX_TERM_MONTHS = 84;
export const MIN_MONTHS_SINCE_LAST_LOAN = 6;
export const MIN_PAID_INSTALLMENTS = 6;

export type Ineligibility =
  | 'under-21'
  | 'term-too-long'
  | 'capital-limit'
  | 'loan-in-arrears'
  | 'recent-loan'
  | 'too-few-paid-installments';

/** A loan the user still owes on, wherever the sandbox keeps it. */
interface OpenLoan {
  capitalCents: number;
  startedOn: IsoDate;
  paidInstallments: number;
  inArrears: boolean;
}

const personaLoanRow = z.object({
  mambu_loan_id: z.string(),
  state: z.string(),
  remaining_cents: z.number(),
  disbursed_at: z.string(),
  due_day_of_month: z.number(),
});

const engineLoanRow = z.object({
  id: z.number(),
  state: z.string(),
  amount_cents: z.number(),
  listed_on: z.string(),
  disbursed_on: z.string().nullable(),
  principal_paid: z.number(),
  paid: z.number(),
});

/** The due dates from the month after `startedOn` up to `today`: a punctual loan's paid ones. */
function dueDatesPassed(startedOn: IsoDate, dueDay: number, today: IsoDate): number {
  let count = 0;
  for (let month = 1; month <= 1200; month += 1) {
    const { year, month: m } = dateParts(addMonths(startedOn, month));
    const due = `${year}-${String(m).padStart(2, '0')}-${String(Math.min(dueDay, 28)).padStart(2, '0')}`;
    if (due > today) break;
    count += 1;
  }
  return count;
}

/**
 * The user's open loans: the profile's loans (personas keep these as written, so a punctual
 * one counts every due date passed as paid) and the engine's loans of signed applications (with
 * their booked payments), each once.
 */
function openLoans(db: SqlDatabase, userId: number, today: IsoDate): OpenLoan[] {
  const profileLoans = db.all(
    personaLoanRow,
    `SELECT mambu_loan_id, state, remaining_cents, disbursed_at, due_day_of_month FROM loans
     WHERE user_id = ? AND state NOT IN ('PAID', 'CLOSED')`,
    userId,
  );
  const known = new Set(profileLoans.map((loan) => loan.mambu_loan_id));
  const engineLoans = db
    .all(
      engineLoanRow,
      `SELECT l.id, l.state, l.amount_cents, l.listed_on, l.disbursed_on,
         COALESCE(SUM(CASE WHEN i.state = 'PAID' THEN i.principal_cents END), 0) AS principal_paid,
         COUNT(CASE WHEN i.state = 'PAID' THEN 1 END) AS paid
       FROM engine_loans l LEFT JOIN engine_installments i ON i.loan_id = l.id
       WHERE l.borrower_user_id = ? AND l.state IN ('APPROVED', 'ACTIVE', 'ACTIVE_IN_ARREARS')
       GROUP BY l.id`,
      userId,
    )
    .filter((loan) => !known.has(`LN${loan.id}`));
  return [
    ...profileLoans.map((loan) => {
      const startedOn = loan.disbursed_at.slice(0, 10);
      return {
        capitalCents: loan.remaining_cents,
        startedOn,
        paidInstallments: dueDatesPassed(startedOn, loan.due_day_of_month, today),
        inArrears: loan.state === 'ACTIVE_IN_ARREARS' || loan.state === 'DEBT_COLLECTION',
      };
    }),
    ...engineLoans.map((loan) => ({
      capitalCents: loan.amount_cents - loan.principal_paid,
      startedOn: loan.disbursed_on ?? loan.listed_on,
      paidInstallments: loan.paid,
      inArrears: loan.state === 'ACTIVE_IN_ARREARS',
    })),
  ];
}

/** Whole years from `birthDate` to `today`. */
export function ageOn(birthDate: IsoDate, today: IsoDate): number {
  const born = dateParts(birthDate);
  const now = dateParts(today);
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/** Why the user may not take this loan now, or null when the terms allow it. */
export function ineligibility(
  db: SqlDatabase,
  userId: number,
  loan: { amountCents: number; termMonths: number },
  today: IsoDate,
): Ineligibility | null {
  const user = db.get(
    z.object({ birth_date: z.string().nullable() }),
    'SELECT birth_date FROM users WHERE id = ?',
    userId,
  );
  if (!user?.birth_date || ageOn(user.birth_date, today) < MINIMUM_AGE) return 'under-21';
  if (loan.termMonths > MAX_TERM_MONTHS) return 'term-too-long';
  const loans = openLoans(db, userId, today);
  const capital = loans.reduce((sum, open) => sum + open.capitalCents, loan.amountCents);
  if (capital > MAX_AGGREGATE_CAPITAL_CENTS) return 'capital-limit';
  if (loans.some((open) => open.inArrears)) return 'loan-in-arrears';
  const sixMonthsAgo = addMonths(today, -MIN_MONTHS_SINCE_LAST_LOAN);
  if (loans.some((open) => open.startedOn > sixMonthsAgo)) return 'recent-loan';
  if (loans.some((open) => open.paidInstallments < MIN_PAID_INSTALLMENTS)) {
    return 'too-few-paid-installments';
  }
  return null;
}
