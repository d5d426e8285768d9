import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { CheckOutcome } from './document-checks.ts';
import { AUTH_GOALS, type AuthGoal } from '#shared/api/identity.ts';

/** A provider page must be answered, and its code exchanged, within ten minutes. */
export const IDENTITY_STATE_TTL_SECONDS = 600;

export type Provider = 'bank' | 'onfido';

/** Where an identification's provider page is and where it sends the browser back. */
export interface ReturnTarget {
  /** Where the provider pages are served: the sandbox itself, or the web app's proxy. */
  pageOrigin: string;
  /** The app's identification callback, without a query. */
  returnTo: string;
}
export type CodeOutcome = 'identified' | 'sca-failed' | CheckOutcome;

export const randomToken = () => randomBytes(18).toString('base64url');

const stateRow = z.object({
  state: z.string(),
  provider: z.enum(['bank', 'onfido']),
  method: z.string(),
  goal: z.enum(AUTH_GOALS),
  bla_id: z.string().nullable(),
  affiliate_name: z.string().nullable(),
  unique_affiliate_id: z.string().nullable(),
  page_origin: z.string(),
  return_to: z.string(),
  details: z.string().nullable(),
  attempt: z.number(),
  user_id: z.number().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  consumed_at: z.string().nullable(),
});
export type IdentityState = z.output<typeof stateRow>;

export interface NewIdentityState {
  provider: Provider;
  method: string;
  goal: AuthGoal;
  blaId: string | number | null;
  affiliateName: string | null;
  uniqueAffiliateId: string | null;
  target: ReturnTarget;
  details: unknown;
  attempt: number;
  userId: number | null;
}

export function createIdentityState(db: SqlDatabase, fields: NewIdentityState, at: Date): string {
  const state = randomToken();
  db.run(
    `INSERT INTO identity_states (state, provider, method, goal, bla_id, affiliate_name,
       unique_affiliate_id, page_origin, return_to, details, attempt, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    state,
    fields.provider,
    fields.method,
    fields.goal,
    JSON.stringify(fields.blaId),
    fields.affiliateName,
    fields.uniqueAffiliateId,
    fields.target.pageOrigin,
    fields.target.returnTo,
    fields.details === null ? null : JSON.stringify(fields.details),
    fields.attempt,
    fields.userId,
    at.toISOString(),
  );
  return state;
}

export function findIdentityState(db: SqlDatabase, state: string): IdentityState | undefined {
  return db.get(stateRow, 'SELECT * FROM identity_states WHERE state = ?', state);
}

const expired = (createdAt: string, at: Date) =>
  at.getTime() >= Date.parse(createdAt) + IDENTITY_STATE_TTL_SECONDS * 1000;

/** A state the provider page may still answer: known, of that provider, unanswered, fresh. */
export function openIdentityState(
  db: SqlDatabase,
  state: string,
  provider: Provider,
  at: Date,
): IdentityState | undefined {
  const row = findIdentityState(db, state);
  if (!row || row.provider !== provider || row.answered_at !== null) return undefined;
  return expired(row.created_at, at) ? undefined : row;
}

/** The provider page answered: no further answer is taken for this state. */
export function markAnswered(db: SqlDatabase, state: string, at: Date): void {
  db.run('UPDATE identity_states SET answered_at = ? WHERE state = ?', at.toISOString(), state);
}

/** Issues the one-time code the browser carries back to the app. */
export function issueIdentityCode(
  db: SqlDatabase,
  state: string,
  outcome: CodeOutcome,
  ssn: string | null,
  at: Date,
): string {
  const code = randomToken();
  db.run(
    'INSERT INTO identity_codes (code, state, outcome, ssn, created_at) VALUES (?, ?, ?, ?, ?)',
    code,
    state,
    outcome,
    ssn,
    at.toISOString(),
  );
  return code;
}

const codeRow = z.object({
  code: z.string(),
  state: z.string(),
  outcome: z.enum(['identified', 'sca-failed', 'approved', 'processing', 'rejected']),
  ssn: z.string().nullable(),
  created_at: z.string(),
  used_at: z.string().nullable(),
});
export type IdentityCode = z.output<typeof codeRow>;

/**
 * Exchanges a code for its answer once: the code must belong to the state, be unused and
 * fresh, and the state must not have been used by another callback. Both are consumed.
 */
export function redeemIdentityCode(
  db: SqlDatabase,
  code: string,
  state: string,
  at: Date,
): { code: IdentityCode; state: IdentityState } | undefined {
  return db.transaction(() => {
    const found = db.get(codeRow, 'SELECT * FROM identity_codes WHERE code = ?', code);
    const owner = findIdentityState(db, state);
    if (!found || !owner || found.state !== state) return undefined;
    if (found.used_at !== null || owner.consumed_at !== null || expired(found.created_at, at)) {
      return undefined;
    }
    db.run('UPDATE identity_codes SET used_at = ? WHERE code = ?', at.toISOString(), code);
    consumeIdentityState(db, state, at);
    return { code: found, state: owner };
  });
}

/** A cancelled bank identification: the state may come back once with status=cancel. */
export function redeemCancelledState(
  db: SqlDatabase,
  state: string,
  at: Date,
): IdentityState | undefined {
  return db.transaction(() => {
    const owner = findIdentityState(db, state);
    if (!owner || owner.provider !== 'bank' || owner.consumed_at !== null) return undefined;
    if (expired(owner.created_at, at)) return undefined;
    consumeIdentityState(db, state, at);
    return owner;
  });
}

function consumeIdentityState(db: SqlDatabase, state: string, at: Date): void {
  db.run('UPDATE identity_states SET consumed_at = ? WHERE state = ?', at.toISOString(), state);
}

const blaIdJson = z.union([z.string(), z.number(), z.null()]);
export const blaIdOf = (stored: string | null) => blaIdJson.parse(JSON.parse(stored ?? 'null'));
