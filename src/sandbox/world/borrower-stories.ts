import { dueDateAfter, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../db/database.ts';
import { listBorrowerLoan } from '../domain/engine/borrower-loans.ts';
import type { Persona, PersonaLoan } from '../personas/types.ts';
import type { WorldEvent } from './events.ts';

/** The last date on the loan's due day strictly before `today`: the installment due last. */
export function lastDueDateBefore(today: IsoDate, dueDay: number): IsoDate {
  const thisMonth = dueDateAfter(today, 0, dueDay);
  return thisMonth < today ? thisMonth : dueDateAfter(today, -1, dueDay);
}

const borrowerLoans = (personas: readonly Persona[]) =>
  personas.flatMap((persona) =>
    (persona.user?.loans ?? []).map((loan) => ({ userId: persona.user?.id ?? 0, loan })),
  );

/**
 * Lists the personas' loans for funding on their days, as real users' loans (so the profile and
 * the loan routes show them): the world's investors fund them, and the engine pays them out and
 * repays them like any other loan.
 */
export function listPersonaLoans(db: SqlDatabase, personas: readonly Persona[]): void {
  for (const { userId, loan } of borrowerLoans(personas)) {
    listBorrowerLoan(
      db,
      {
        borrowerUserId: userId,
        product: loan.product,
        amountCents: loan.amountCents,
        termMonths: loan.termMonths,
        dueDay: loan.dueDay,
      },
      loan.listedOn,
    );
  }
}

function stopDay(loan: PersonaLoan, today: IsoDate): IsoDate | undefined {
  if (loan.stopsPaying === undefined) return undefined;
  return loan.stopsPaying === 'last-due-date'
    ? lastDueDateBefore(today, loan.dueDay)
    : loan.stopsPaying.on;
}

/**
 * The day each persona borrower stops paying, as an event before that day's run: the
 * installment due that day and every later one stay unpaid, and the arrears rules take over.
 */
export function borrowerPaymentEvents(personas: readonly Persona[], today: IsoDate): WorldEvent[] {
  return borrowerLoans(personas).flatMap(({ userId, loan }): WorldEvent[] => {
    const day = stopDay(loan, today);
    return day === undefined
      ? []
      : [{ day, kind: 'borrower-stops-paying', userId, listedOn: loan.listedOn }];
  });
}
