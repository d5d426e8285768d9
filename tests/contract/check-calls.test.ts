import { describe, expect, it } from 'vitest';
import { callCoverage, callProblems } from './check-calls.ts';
import { SPEC_CALLS } from './spec-calls.ts';

const call = (method: string, path: string, body: unknown = null, query = {}) => ({
  method,
  path,
  query,
  body,
});

describe('callProblems', () => {
  it('accepts calls exactly as the spec tables name them', () => {
    expect(
      callProblems([
        call('POST', '/api/auth/sms/login', { mobile_phone: '+358401000101', blaId: null }),
        call('GET', '/api/borrower/loan-application/active'),
        call('PATCH', '/api/borrower/loan-application/12', { due_date: 1, bank_account_id: 3 }),
        call('GET', '/api/legacy/invoice', null, { legacy_user_id: '1', id: '2' }),
      ]),
    ).toEqual([]);
  });

  it('flags unknown paths, wrong methods, extra fields, payloads and query parameters', () => {
    expect(
      callProblems([
        call('POST', '/api/auth/sms/signin', {}),
        call('PUT', '/api/user', {}),
        call('POST', '/api/auth/sms/login', { phone: 'x' }),
        call('GET', '/api/user', { language: 'fi' }),
        call('GET', '/api/user', null, { lang: 'fi' }),
      ]),
    ).toEqual([
      "POST /api/auth/sms/signin is not in the spec's call tables",
      "PUT /api/user is not in the spec's call tables",
      'POST /api/auth/sms/login sends fields the spec does not name: phone',
      'GET /api/user sends a payload (language) where the spec names none',
      'GET /api/user sends query parameters the spec does not name: lang',
    ]);
  });
});

describe('callCoverage', () => {
  it('counts each call-table row once, by its most literal path, and lists the rows not made', () => {
    const { made, missing } = callCoverage([
      call('GET', '/api/user'),
      call('GET', '/api/user'),
      call('GET', '/api/borrower/loan-application/active'),
      call('PATCH', '/api/borrower/loan-application/12/affiliate-click'),
      call('GET', '/api/no-such-thing'),
    ]);
    expect(made.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET api/user',
      'GET api/borrower/loan-application/active',
      'PATCH api/borrower/loan-application/{id}/affiliate-click',
    ]);
    expect(missing).toHaveLength(SPEC_CALLS.length - 3);
    expect(missing.map((c) => `${c.method} ${c.path}`)).toContain('PATCH api/aml-pep');
  });
});
