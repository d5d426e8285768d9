import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/finance/index.ts';
import { createClock } from '../../clock.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { lastProcessedDay, runUntil } from './run.ts';
import { scheduleOf } from './schedule.ts';
import {
  allBalances,
  emptyWorld,
  entriesOfType,
  investor,
  list,
  noon,
} from '../../test/engine-world.ts';

const START = '2024-01-10';
const DAY_SECONDS = 86_400;

/** Three investors and three loans due on the 5th, 15th and 25th, one of them paid late. */
async function world(): Promise<SqlDatabase> {
  const db = await emptyWorld();
  investor(db, 1, 10_000_000, START);
  investor(db, 2, 5_000_000, START);
  investor(db, 3, 2_000_000, START);
  list(db, START, { amountCents: 150_000, dueDay: 5, borrowerUserId: 901 });
  list(db, START, { amountCents: 120_000, dueDay: 15, product: 'reducing', borrowerUserId: 902 });
  list(db, START, { amountCents: 90_000, dueDay: 25, behaviour: 'tardy', behaviourSeed: 3 });
  return db;
}

const everything = (db: SqlDatabase) => ({
  entries: db.all(z.record(z.string(), z.unknown()), 'SELECT * FROM ledger_entries ORDER BY id'),
  loans: db.all(z.record(z.string(), z.unknown()), 'SELECT * FROM engine_loans ORDER BY id'),
  installments: db.all(
    z.record(z.string(), z.unknown()),
    'SELECT * FROM engine_installments ORDER BY loan_id, number',
  ),
  parts: db.all(z.record(z.string(), z.unknown()), 'SELECT * FROM engine_loan_parts ORDER BY id'),
});

describe('the clock moves the world', () => {
  it('advancing three months brings each repayment on its due date, money conserved', async () => {
    const db = await world();
    const clock = createClock(() => noon(START).getTime());
    runUntil(db, clock.now());
    clock.advance(91 * DAY_SECONDS);
    expect(runUntil(db, clock.now())).toBe(91);
    expect(lastProcessedDay(db)).toBe('2024-04-10');

    // The punctual loans: every installment due by today paid on its due date, the rest not.
    for (const loanId of [1, 2]) {
      const schedule = scheduleOf(db, loanId);
      const due = schedule.filter((i) => i.dueDate <= '2024-04-10');
      expect(due.length).toBeGreaterThanOrEqual(2);
      for (const i of due) expect(i).toMatchObject({ state: 'PAID', paidOn: i.dueDate });
      for (const i of schedule.slice(due.length)) expect(i.state).toBe('PENDING');
    }
    const paidOn = entriesOfType(db, 'PRINCIPAL').map((e) => [e.loan_id, e.booked_at.slice(0, 10)]);
    const expected = [1, 2, 3].flatMap((loanId) =>
      scheduleOf(db, loanId)
        .filter((i) => i.paidOn !== null)
        .map((i) => [loanId, i.paidOn]),
    );
    expect(paidOn.length).toBe(expected.length);
    expect(paidOn.sort()).toEqual(expected.sort());

    const balances = allBalances(db);
    expect(balances.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
    const outside = balances.find((a) => a.owner_kind === 'world')?.balance ?? 0;
    const internal = balances.filter((a) => a.owner_kind !== 'world');
    expect(internal.reduce((sum, a) => sum + a.balance, 0)).toBe(-outside);
    db.close();
  });

  it('is idempotent, and one jump gives the same world as going day by day', async () => {
    const jumped = await world();
    runUntil(jumped, noon('2024-06-30'));
    const once = everything(jumped);
    expect(runUntil(jumped, noon('2024-06-30'))).toBe(0);
    expect(runUntil(jumped, new Date('2024-06-30T20:00:00.000Z'))).toBe(0); // 23:00 in Helsinki
    expect(everything(jumped)).toEqual(once);

    const stepped = await world();
    for (let day = START; day <= '2024-06-30'; day = addDays(day, 1)) runUntil(stepped, noon(day));
    expect(everything(stepped)).toEqual(once);
    jumped.close();
    stepped.close();
  });
});
