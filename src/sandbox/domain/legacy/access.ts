import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { Session } from '../users/sessions.ts';

const found = z.object({ legacy_user_id: z.number() });

/**
 * Whether the session may see and withdraw from the legacy investor user's old portfolio: a
 * login of the old platform that holds that user, a new-system user onboarded from such a
 * login (the legacy_users of `api/user`), or a representative of a company whose old-platform
 * account it is (the companies' legacy_companies of `api/user`, whose ids the legacy calls take
 * as `legacy_user_id`). A legacy borrower user has no portfolio.
 */
export function mayUseLegacyPortfolio(
  db: SqlDatabase,
  session: Session,
  legacyUserId: number,
): boolean {
  const owner =
    session.kind === 'legacy'
      ? { column: 'la.id', id: session.legacyAccountId }
      : { column: 'la.user_id', id: session.userId };
  if (session.kind !== 'legacy' && representsLegacyCompany(db, session.userId, legacyUserId)) {
    return true;
  }
  return (
    db.get(
      found,
      `SELECT lu.legacy_user_id FROM legacy_users lu
       JOIN legacy_accounts la ON la.id = lu.legacy_account_id
       WHERE lu.legacy_user_id = ? AND lu.legacy_role = 'investor' AND ${owner.column} = ?`,
      legacyUserId,
      owner.id,
    ) !== undefined
  );
}

/** Whether the user represents the company whose old-platform account `legacyCompanyId` is. */
function representsLegacyCompany(db: SqlDatabase, userId: number, legacyCompanyId: number) {
  return (
    db.get(
      z.object({ legacy_company_id: z.number() }),
      `SELECT lc.legacy_company_id FROM legacy_companies lc
       JOIN company_representatives r ON r.company_id = lc.company_id
       WHERE lc.legacy_company_id = ? AND r.user_id = ?`,
      legacyCompanyId,
      userId,
    ) !== undefined
  );
}

/**
 * The legacy borrower users whose old loans the session may see: those of a login of the old
 * platform, or of the login a new-system user was onboarded from.
 */
export function legacyBorrowerUsersOf(db: SqlDatabase, session: Session): number[] {
  const owner =
    session.kind === 'legacy'
      ? { column: 'la.id', id: session.legacyAccountId }
      : { column: 'la.user_id', id: session.userId };
  return db
    .all(
      found,
      `SELECT lu.legacy_user_id FROM legacy_users lu
       JOIN legacy_accounts la ON la.id = lu.legacy_account_id
       WHERE lu.legacy_role = 'borrower' AND ${owner.column} = ?
       ORDER BY lu.legacy_user_id`,
      owner.id,
    )
    .map((row) => row.legacy_user_id);
}
