import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { Session } from '../users/sessions.ts';

const found = z.object({ legacy_user_id: z.number() });

/**
 * Whether the session may see and withdraw from the legacy investor user's old portfolio: a
 * login of the old platform that holds that user, or a new-system user onboarded from such a
 * login (the legacy_users of `api/user`). A legacy borrower user has no portfolio.
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
