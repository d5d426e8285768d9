import { describe, expect, it } from 'vitest';
import { viewerOf } from './viewer.ts';

const signed = [{ mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' }];
const unsigned = [{ mambu_deposit_id: 'D1', has_signed_contract: false, created_at: '2024-01-01' }];
const loans = [{ mambu_loan_id: 'L1' }];
const user = { kind: 'user' } as const;

describe('viewerOf', () => {
  it('follows the dashboard: a signed contract is an investor, a loan beside it a borrower too', () => {
    expect(viewerOf(user, { deposits: signed, loans: [] })).toEqual(['investors']);
    expect(viewerOf(user, { deposits: signed, loans })).toEqual(['investors', 'borrowers']);
    expect(viewerOf(user, { deposits: unsigned, loans: [] })).toEqual(['borrowers']);
    expect(viewerOf(user, { deposits: [], loans })).toEqual(['borrowers']);
  });

  it('is nobody for an anonymous user or before the profile arrives; a legacy user is their role', () => {
    expect(viewerOf({ kind: 'anonymous' }, undefined)).toEqual([]);
    expect(viewerOf(user, undefined)).toEqual([]);
    expect(viewerOf({ kind: 'legacy', role: 'investor' }, undefined)).toEqual(['investors']);
    expect(viewerOf({ kind: 'legacy', role: 'borrower' }, undefined)).toEqual(['borrowers']);
  });
});
