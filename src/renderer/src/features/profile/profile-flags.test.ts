import { describe, expect, it } from 'vitest';
import { canUseLoans, profileFlags } from './profile-flags.ts';
import { makeProfile } from '../../test/fixtures.ts';

describe('profileFlags', () => {
  it('defaults nationality to FI and finds signed contracts and legacy investors', () => {
    const flags = profileFlags(
      makeProfile({
        nationality: null,
        deposits: [
          { mambu_deposit_id: 'A', has_signed_contract: false, created_at: '2024-01-01' },
          { mambu_deposit_id: 'B', has_signed_contract: true, created_at: '2024-01-02' },
        ],
        legacy_users: [
          { legacy_user_id: 5, legacy_role: 'borrower' },
          { legacy_user_id: 9, legacy_role: 'investor' },
        ],
      }),
    );
    expect(flags.nationality).toBe('FI');
    expect(flags.hasSignedContract).toBe(true);
    expect(flags.legacyInvestorUserId).toBe(9);
    expect(flags.foreignVerification).toBeNull();
    expect(canUseLoans(flags)).toBe(true);
  });

  it('marks rejected foreign users and keeps them out of loans', () => {
    const flags = profileFlags(
      makeProfile({ is_foreigner: true, verification_error_code: 4, nationality: 'SE' }),
    );
    expect(flags.foreignVerification).toBe('rejected');
    expect(canUseLoans(flags)).toBe(false);
    expect(canUseLoans({ ...flags, nationality: 'FI' })).toBe(false);
  });
});
