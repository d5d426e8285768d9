import { z } from 'zod';
import type { IsoDate } from '#shared/domain/finance/index.ts';
import { AUTOINVEST_TERMS_DEADLINE as NOTICE_DEADLINE } from '#shared/notices.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { hasAcceptedLatestTerms } from '../documents/terms.ts';
import type { Investor } from './types.ts';

/** The deadline of investor.md §1, shared with the service notice that announces it. */
export const AUTOINVEST_TERMS_DEADLINE: IsoDate = NOTICE_DEADLINE;

/**
 * Whether autoinvest is held off for the deposit on `day` because its owner has not accepted the
 * latest terms: only from the deadline on, and only for a person's own deposit (a company's
 * agreements are its contract, signed apart). Acceptance is read as it stands now, not as of
 * `day`: the sandbox's latest terms were published after the deadline, so a timed check would
 * stop every investor from March to June 2021. Accepting the terms lifts the hold; the deposit's
 * own autoinvest choice is kept.
 */
export function autoinvestHeldForTerms(db: SqlDatabase, investor: Investor, day: IsoDate): boolean {
  if (day < AUTOINVEST_TERMS_DEADLINE || investor.owner !== 'investor-deposit') return false;
  const deposit = db.get(
    z.object({ user_id: z.number().nullable() }),
    'SELECT user_id FROM deposits WHERE id = ?',
    investor.depositId,
  );
  // An engine-only deposit (no person behind it) has no terms to accept.
  if (deposit === undefined || deposit.user_id === null) return false;
  return !hasAcceptedLatestTerms(db, deposit.user_id);
}
