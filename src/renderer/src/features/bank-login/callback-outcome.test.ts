import { describe, expect, it } from 'vitest';
import { teliaCallbackResponse, type IdentityCallbackPayload } from '#shared/api/identity.ts';
import { callbackFailure, callbackOutcome, startCallback } from './callback-outcome.ts';

const request = { code: 'c', state: 'S1', session_state: 'ss', status: null };
const noAccount: IdentityCallbackPayload = {
  token: null,
  state: 'S2',
  blaId: null,
  goal: 'borrower',
  is_over_18: true,
};

describe('startCallback', () => {
  it('posts code, state, session_state and status from the query', () => {
    expect(
      startCallback(new URLSearchParams('code=c&state=S1&session_state=ss&status=ok')),
    ).toEqual({
      kind: 'post',
      body: { code: 'c', state: 'S1', session_state: 'ss', status: 'ok' },
    });
  });
  it('sends nulls for what the query lacks', () => {
    expect(startCallback(new URLSearchParams('state=S1'))).toEqual({
      kind: 'post',
      body: { code: null, state: 'S1', session_state: null, status: null },
    });
  });
  it.each(['error=access_denied&state=S1', 'code=c', ''])(
    'goes back to register identity verification for %j',
    (query) => {
      expect(startCallback(new URLSearchParams(query))).toEqual({
        kind: 'navigate',
        to: '/register/identity-verification?error=identification-failed',
      });
    },
  );
});

describe('callbackOutcome', () => {
  it('a token → the dashboard', () => {
    expect(callbackOutcome({ ...noAccount, token: 'T' }, request, null)).toEqual({
      kind: 'session',
      token: 'T',
      blaId: null,
      to: '/dashboard',
    });
  });
  it('a session answer may leave out the registration keys (goal, is_over_18, state)', () => {
    const parsed = teliaCallbackResponse.parse({ data: { token: 'T', token_type: 'Bearer' } });
    expect(callbackOutcome(parsed.data, request, null)).toMatchObject({
      kind: 'session',
      to: '/dashboard',
    });
  });

  it('an identity answer without goal or age keys → register provide-details', () => {
    const parsed = teliaCallbackResponse.parse({ data: { state: 'S3' } });
    expect(callbackOutcome(parsed.data, request, null)).toMatchObject({
      kind: 'identity',
      identity: { state: 'S3', goal: null, isOver18: null },
      to: '/register/provide-details',
    });
  });

  it('a token and a blaId from the answer → the loan application', () => {
    expect(callbackOutcome({ ...noAccount, token: 'T', blaId: 42 }, request, null)).toMatchObject({
      kind: 'session',
      blaId: '42',
      to: '/dashboard/borrower/loan-application',
    });
  });
  it('a token and a stored broker blaId → the loan application', () => {
    expect(callbackOutcome({ ...noAccount, token: 'T' }, request, 'B-1')).toMatchObject({
      to: '/dashboard/borrower/loan-application',
    });
  });
  it('the investor goal → investor provide-details (before the age check)', () => {
    expect(
      callbackOutcome({ ...noAccount, goal: 'investor', is_over_18: false }, request, null),
    ).toEqual({
      kind: 'identity',
      identity: { state: 'S2', goal: 'investor', isOver18: false, blaId: null },
      to: '/onboarding/investor/provide-details',
      foreign: false,
    });
  });
  it('not over 18 → rejected', () => {
    expect(callbackOutcome({ ...noAccount, is_over_18: false }, request, null)).toMatchObject({
      kind: 'identity',
      to: '/register/rejected',
    });
  });
  it('status cancel → the foreign investor form', () => {
    expect(
      callbackOutcome({ ...noAccount, is_over_18: null }, { ...request, status: 'cancel' }, null),
    ).toMatchObject({
      kind: 'identity',
      to: '/register/foreign-investor/provide-details',
      foreign: true,
    });
  });
  it('status cancel wins over the investor goal: a foreigner cancelling in investor onboarding', () => {
    expect(
      callbackOutcome(
        { ...noAccount, goal: 'investor', is_over_18: null },
        { ...request, status: 'cancel' },
        null,
      ),
    ).toMatchObject({ to: '/register/foreign-investor/provide-details', foreign: true });
  });
  it('otherwise → register provide-details, keeping state and blaId', () => {
    expect(callbackOutcome({ ...noAccount, state: null }, request, 'B-2')).toEqual({
      kind: 'identity',
      identity: { state: 'S1', goal: 'borrower', isOver18: true, blaId: 'B-2' },
      to: '/register/provide-details',
      foreign: false,
    });
  });
});

describe('callbackFailure', () => {
  it.each([
    [400, { kind: 'navigate', to: '/login/bank?error=user-does-not-exists' }],
    [
      403,
      { kind: 'navigate', to: '/onboarding/investor/identity-verification?error=sca-auth-failed' },
    ],
    [500, { kind: 'failed' }],
    [null, { kind: 'failed' }],
  ])('%s', (status, expected) => {
    expect(callbackFailure(status)).toEqual(expected);
  });
});
