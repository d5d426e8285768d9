import type { SqlDatabase } from '../../db/database.ts';
import type { IdentityCallbackPayload } from '#shared/api/identity.ts';
import { onfidoRedirectRequest } from '#shared/api/onfido.ts';
import { recordDocumentCheck, type CheckOutcome } from './document-checks.ts';
import { findIdentity } from './identities.ts';
import { blaIdOf, type IdentityCode, type IdentityState } from './identity-states.ts';
import { createRegistration, foreignDetails } from './registrations.ts';
import { issueToken } from '../users/sessions.ts';
import { isAdult } from './ssn.ts';

export const USER_DOES_NOT_EXIST = 'User does not exist';
export const SCA_FAILED = 'SCA authentication failed';
/** The sandbox issues no expiring sessions; the answer names a year, like the gateway's tokens. */
const SESSION_DAYS = 365;

export type CallbackAnswer =
  { ok: true; data: IdentityCallbackPayload } | { ok: false; status: number; message: string };

const goalOf = (goal: string) =>
  goal === 'borrower' || goal === 'investor' || goal === 'login' ? goal : null;

function session(db: SqlDatabase, userId: number, state: IdentityState, at: Date): CallbackAnswer {
  return {
    ok: true,
    data: {
      token: issueToken(db, { userId }, at),
      token_type: 'Bearer',
      expires_at: new Date(at.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
      state: null,
      blaId: blaIdOf(state.bla_id),
      goal: goalOf(state.goal),
      is_over_18: true,
    },
  };
}

function bankAnswer(
  db: SqlDatabase,
  code: IdentityCode,
  state: IdentityState,
  at: Date,
): CallbackAnswer {
  if (code.outcome === 'sca-failed') return { ok: false, status: 403, message: SCA_FAILED };
  const identity = code.ssn === null ? undefined : findIdentity(db, code.ssn);
  if (!identity) return { ok: false, status: 400, message: USER_DOES_NOT_EXIST };
  if (identity.userId !== null) return session(db, identity.userId, state, at);
  if (state.goal === 'login') return { ok: false, status: 400, message: USER_DOES_NOT_EXIST };
  const registration = createRegistration(
    db,
    {
      kind: 'domestic',
      goal: state.goal,
      blaId: state.bla_id,
      affiliateName: state.affiliate_name,
      uniqueAffiliateId: state.unique_affiliate_id,
      firstName: identity.firstName,
      lastName: identity.lastName,
      birthDate: identity.birthDate,
      ssn: identity.ssn,
      details: null,
      check: null,
    },
    at,
  );
  return {
    ok: true,
    data: {
      token: null,
      state: registration,
      goal: goalOf(state.goal),
      is_over_18: isAdult(identity.birthDate, at),
      blaId: blaIdOf(state.bla_id),
    },
  };
}

function documentCheckAnswer(
  db: SqlDatabase,
  outcome: CheckOutcome,
  code: IdentityCode,
  state: IdentityState,
  at: Date,
): CallbackAnswer {
  const checkedAt = new Date(code.created_at);
  if (state.user_id !== null) {
    recordDocumentCheck(db, state.user_id, outcome, state.attempt, checkedAt);
    return session(db, state.user_id, state, at);
  }
  const form = onfidoRedirectRequest.parse(JSON.parse(state.details ?? '{}'));
  const registration = createRegistration(
    db,
    {
      kind: 'foreign',
      goal: 'investor',
      blaId: null,
      affiliateName: null,
      uniqueAffiliateId: null,
      firstName: form.given_name.trim(),
      lastName: form.family_name.trim(),
      birthDate: form.birthdate,
      ssn: null,
      details: foreignDetails.parse(form),
      check: { outcome, attempt: state.attempt, checkedAt: checkedAt.toISOString() },
    },
    at,
  );
  return {
    ok: true,
    data: { token: null, state: registration, goal: 'investor', is_over_18: true, blaId: null },
  };
}

/** What the identification callback answers for a redeemed code. */
export function answerIdentityCode(
  db: SqlDatabase,
  code: IdentityCode,
  state: IdentityState,
  at: Date,
): CallbackAnswer {
  if (code.outcome === 'identified' || code.outcome === 'sca-failed') {
    return bankAnswer(db, code, state, at);
  }
  return documentCheckAnswer(db, code.outcome, code, state, at);
}
