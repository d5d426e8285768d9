import { z } from 'zod';
import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { freeCapitalOf } from '../engine/investors.ts';
import { moment } from '../engine/money-requests.ts';
import { bookWithdrawal } from '../engine/withdrawals.ts';
import { legacyPortfolio } from './fixed-rate-loans.ts';
import { bookLegacyTransfer } from './transfers.ts';

/** Where an old portfolio's money goes: it never pays to a bank by itself (investor.md §1). */
export type LegacyWithdrawalTarget =
  { kind: 'new-portfolio'; depositId: number } | { kind: 'bank' };

const targetRow = z.object({ deposit_id: z.number().nullable(), iban: z.string().nullable() });

/**
 * The user's new portfolio (the first personal deposit with a signed contract of the new-system
 * user the login was onboarded to), else the bank account the old platform has on record, else
 * nowhere.
 */
export function legacyWithdrawalTarget(
  db: SqlDatabase,
  legacyUserId: number,
): LegacyWithdrawalTarget | undefined {
  const row = db.get(
    targetRow,
    `SELECT (SELECT d.id FROM deposits d WHERE d.user_id = la.user_id
               AND d.has_signed_contract = 1 ORDER BY d.id LIMIT 1) AS deposit_id,
            la.iban
     FROM legacy_users lu JOIN legacy_accounts la ON la.id = lu.legacy_account_id
     WHERE lu.legacy_user_id = ?`,
    legacyUserId,
  );
  if (!row) return undefined;
  if (row.deposit_id !== null) return { kind: 'new-portfolio', depositId: row.deposit_id };
  return row.iban ? { kind: 'bank' } : undefined;
}

export type LegacyWithdrawalOutcome =
  | { ok: true; target: LegacyWithdrawalTarget; completesOn: IsoDate }
  | { ok: false; reason: 'not-enough-money' | 'no-bank-account' };

/**
 * `POST api/legacy/withdraw`: at most the old portfolio's free capital, booked at the clock's
 * instant (as the new portfolio's requests are), to the new portfolio or else to the bank, and
 * complete after two banking days either way. The caller has run the engine up to `now`.
 */
export function requestLegacyWithdrawal(
  db: SqlDatabase,
  legacyUserId: number,
  amountCents: number,
  now: Date,
): LegacyWithdrawalOutcome {
  const target = legacyWithdrawalTarget(db, legacyUserId);
  if (!target) return { ok: false, reason: 'no-bank-account' };
  const at = moment(now);
  const portfolio = legacyPortfolio(legacyUserId);
  if (amountCents > freeCapitalOf(db, portfolio, at.day)) {
    return { ok: false, reason: 'not-enough-money' };
  }
  const completesOn =
    target.kind === 'new-portfolio'
      ? bookLegacyTransfer(db, legacyUserId, target.depositId, amountCents, at)
      : bookWithdrawal(db, portfolio, amountCents, at.day, at.at);
  return { ok: true, target, completesOn };
}
