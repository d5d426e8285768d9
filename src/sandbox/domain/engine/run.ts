import { z } from 'zod';
import { addDays, type IsoDate } from '#shared/domain/finance/index.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { runArrears } from './arrears.ts';
import { runAutoinvest } from './autoinvest.ts';
import { runCreditLossSales } from './credit-loss-sale.ts';
import { runAutosells } from './autosell.ts';
import { firstListing, getLoan, loansWithDueInstallments } from './loans.ts';
import { runPayments } from './payments.ts';
import { payDueWithdrawals } from './withdrawals.ts';
import { deliverLegacyTransfers } from '../legacy/transfers.ts';

/** The last day the engine has run, if it has run at all. */
export function lastProcessedDay(db: SqlDatabase): IsoDate | undefined {
  return db.get(z.object({ last_day: z.string() }), 'SELECT last_day FROM engine_progress')
    ?.last_day;
}

/**
 * One day of the marketplace, in a fixed order: the withdrawals due paid to the banks, the
 * borrowers' payments (due today, or late ones whose day has come), then arrears (late marks,
 * reminders, debt collection), the sales of claims written off 90 days ago, then autosell (sales
 * on the aftermarket, withdrawals covered), then autoinvest, which so reinvests the day's repayments and pays out the loans it fills.
 */
export function processDay(db: SqlDatabase, day: IsoDate): void {
  payDueWithdrawals(db, day);
  // Old portfolios' transfers to the new ones arrive like withdrawals reach the banks.
  deliverLegacyTransfers(db, day);
  for (const loan of loansWithDueInstallments(db, day)) {
    runPayments(db, loan.id, day);
    const after = getLoan(db, loan.id);
    if (after.state === 'ACTIVE' || after.state === 'ACTIVE_IN_ARREARS') runArrears(db, after, day);
  }
  runCreditLossSales(db, day);
  runAutosells(db, day);
  runAutoinvest(db, day);
}

/**
 * Moves the world up to the clock: runs every day after the last one processed up to today (a
 * Helsinki calendar day), each in a transaction of its own with the progress mark, so a crash
 * loses at most a whole day and a second call for the same instant finds nothing to do. A fresh
 * engine starts at the first loan's listing (or today, with none). A clock set back runs nothing:
 * days run are never undone. Returns the number of days run.
 */
export function runUntil(db: SqlDatabase, now: Date): number {
  const today = helsinkiToday(now);
  const last = lastProcessedDay(db);
  let day = last === undefined ? (firstListing(db) ?? today) : addDays(last, 1);
  let days = 0;
  for (; day <= today; day = addDays(day, 1)) {
    const current = day;
    db.transaction(() => {
      processDay(db, current);
      db.run(
        `INSERT INTO engine_progress (id, last_day) VALUES (1, ?)
         ON CONFLICT (id) DO UPDATE SET last_day = excluded.last_day`,
        current,
      );
    });
    days += 1;
  }
  return days;
}
