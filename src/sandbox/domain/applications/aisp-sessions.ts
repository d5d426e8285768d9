import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { randomToken } from '../identity/identity-states.ts';
import { ACCOUNT_CHOICES, type AccountChoice } from './store.ts';

/*
 * One visit to a provider page: started by the app's redirect call, answered on the page. A
 * redirect provider's answer is a one-time code the app exchanges (aisp/transactions) within
 * ten minutes, like an OAuth code; the frame's answer is attached at once.
 */

export const AISP_SESSION_MINUTES = 10;

export type AispProvider = 'kreditz' | 'nordigen-tink' | 'neonomics';

const sessionRow = z.object({
  state: z.string(),
  application_id: z.number(),
  provider: z.enum(['kreditz', 'nordigen-tink', 'neonomics']),
  bank_id: z.string().nullable(),
  return_to: z.string(),
  code: z.string().nullable(),
  account_choice: z.enum(ACCOUNT_CHOICES).nullable(),
  code_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type AispSession = z.output<typeof sessionRow>;

export function startAispSession(
  db: SqlDatabase,
  session: {
    applicationId: number;
    provider: AispProvider;
    bankId: string | null;
    returnTo: string;
  },
  at: Date,
): string {
  const state = randomToken();
  db.run(
    `INSERT INTO aisp_sessions (state, application_id, provider, bank_id, return_to, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    state,
    session.applicationId,
    session.provider,
    session.bankId,
    session.returnTo,
    at.toISOString(),
  );
  return state;
}

const fresh = (session: AispSession, now: Date) =>
  now.getTime() - Date.parse(session.created_at) < AISP_SESSION_MINUTES * 60_000;

/** A session whose page may still be answered: known, unanswered and under ten minutes old. */
export function openAispSession(
  db: SqlDatabase,
  state: string,
  providers: readonly AispProvider[],
  now: Date,
): AispSession | undefined {
  const session = db.get(sessionRow, 'SELECT * FROM aisp_sessions WHERE state = ?', state);
  if (!session || session.code !== null || session.account_choice !== null) return undefined;
  return providers.includes(session.provider) && fresh(session, now) ? session : undefined;
}

/**
 * Records the page's answer: the account data chosen (a redirect provider's session gets its
 * one-time code, returned), or null when the applicant cancelled (the session is spent).
 */
export function answerAispSession(
  db: SqlDatabase,
  state: string,
  choice: AccountChoice | null,
  withCode: boolean,
  now: Date,
): string | null {
  const code = randomToken();
  db.run(
    'UPDATE aisp_sessions SET account_choice = ?, code = ?, code_used_at = ? WHERE state = ?',
    choice,
    code,
    choice === null || !withCode ? now.toISOString() : null,
    state,
  );
  return choice !== null && withCode ? code : null;
}

/** Exchanges a code for the account data chosen: once, within ten minutes, for its application. */
export function redeemAispCode(
  db: SqlDatabase,
  applicationId: number,
  code: string,
  now: Date,
): AccountChoice | undefined {
  const session = db.get(
    sessionRow,
    'SELECT * FROM aisp_sessions WHERE code = ? AND application_id = ?',
    code,
    applicationId,
  );
  if (!session || session.code_used_at !== null || !fresh(session, now)) return undefined;
  db.run(
    'UPDATE aisp_sessions SET code_used_at = ? WHERE state = ?',
    now.toISOString(),
    session.state,
  );
  return session.account_choice ?? undefined;
}
