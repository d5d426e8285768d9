import { describe, expect, it } from 'vitest';
import { SIGNING_RIGHT } from '#shared/domain/signing-right.ts';
import { depositPermission } from './deposit-permission.ts';

describe('depositPermission', () => {
  it('allows the user’s own deposit without asking the trade register', () => {
    expect(depositPermission({ companyId: null }, undefined, false)).toBe('allowed');
  });

  it('allows a company’s deposit only to a representative who signs alone', () => {
    const company = { companyId: 501 };
    expect(depositPermission(company, { status: SIGNING_RIGHT.alone }, false)).toBe('allowed');
    expect(depositPermission(company, { status: SIGNING_RIGHT.jointly }, false)).toBe(
      'not-allowed',
    );
    expect(depositPermission(company, { status: SIGNING_RIGHT.none }, false)).toBe('not-allowed');
  });

  it('waits for the status, and says when it could not be had', () => {
    expect(depositPermission({ companyId: 501 }, undefined, false)).toBe('pending');
    expect(depositPermission({ companyId: 501 }, undefined, true)).toBe('failed');
  });
});
