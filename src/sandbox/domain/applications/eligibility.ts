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

const engineLoanRow = z.object({
  id: z.number(),
  state: z.string(),
  amount_cents: z.number(),
  listed_on: z.string(),
  disbursed_on: z.string().nullable(),
  principal_paid: z.number(),
  paid: z.number(),
});

/**
 * The user's open loans, all in the engine (personas' too, played with the world): with their
 * booked payments; one in debt collection (CLOSED_WRITTEN_OFF) is still owed, and in default.
 */
function openLoans(db: SqlDatabase, userId: number): OpenLoan[] {
  return db
    .all(
      engineLoanRow,
      `SELECT l.id, l.state, l.amount_cents, l.listed_on, l.disbursed_on,
         COALESCE(SUM(CASE WHEN i.state = 'PAID' THEN i.principal_cents END), 0) AS principal_paid,
         COUNT(CASE WHEN i.state = 'PAID' THEN 1 END) AS paid
       FROM engine_loans l LEFT JOIN engine_installments i ON i.loan_id = l.id
       WHERE l.borrower_user_id = ?
         AND l.state IN ('APPROVED', 'ACTIVE', 'ACTIVE_IN_ARREARS', 'CLOSED_WRITTEN_OFF')
       GROUP BY l.id`,
      userId,
    )
    .map((loan) => ({
      capitalCents: loan.amount_cents - loan.principal_paid,
      startedOn: loan.disbursed_on ?? loan.listed_on,
      paidInstallments: loan.paid,
      inArrears: loan.state === 'ACTIVE_IN_ARREARS' || loan.state === 'CLOSED_WRITTEN_OFF',
    }));
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
  const loans = openLoans(db, userId);
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
