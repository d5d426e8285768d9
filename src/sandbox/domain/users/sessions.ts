import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';

/** A bearer token belongs to a user of the new system or to a login of the old platform. */
export type Session =
  | { kind: 'user'; userId: number; tokenHash: string }
  | { kind: 'legacy'; legacyAccountId: number; tokenHash: string };

export type SessionOwner = { userId: number } | { legacyAccountId: number };

const tokenRow = z.object({
  token_hash: z.string(),
  user_id: z.number().nullable(),
  legacy_account_id: z.number().nullable(),
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its token; only the token's hash is stored. */
export function issueToken(db: SqlDatabase, owner: SessionOwner, at: Date): string {
  const token = randomBytes(32).toString('base64url');
  db.run(
    `INSERT INTO access_tokens (token_hash, user_id, legacy_account_id, created_at)
     VALUES (?, ?, ?, ?)`,
    hashToken(token),
    'userId' in owner ? owner.userId : null,
    'legacyAccountId' in owner ? owner.legacyAccountId : null,
    at.toISOString(),
  );
  return token;
}

export function findSession(db: SqlDatabase, token: string): Session | undefined {
  const row = db.get(
    tokenRow,
    `SELECT token_hash, user_id, legacy_account_id FROM access_tokens
      WHERE token_hash = ? AND revoked_at IS NULL`,
    hashToken(token),
  );
  if (!row) return undefined;
  if (row.user_id !== null) return { kind: 'user', userId: row.user_id, tokenHash: row.token_hash };
  if (row.legacy_account_id !== null) {
    return { kind: 'legacy', legacyAccountId: row.legacy_account_id, tokenHash: row.token_hash };
  }
  return undefined;
}

export function revokeSession(db: SqlDatabase, session: Session, at: Date): void {
  db.run(
    'UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ?',
    at.toISOString(),
    session.tokenHash,
  );
}
