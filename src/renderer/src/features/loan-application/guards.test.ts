import { describe, expect, it } from 'vitest';
import { borrowerRouteOpen } from './guards.tsx';

describe('borrowerRouteOpen (§6, as written)', () => {
  it('is open while the profile is not loaded', () => {
    expect(borrowerRouteOpen(undefined)).toBe(true);
  });

  it('is open for a user with loans or a legacy borrower', () => {
    expect(borrowerRouteOpen({ loans: [{ mambu_loan_id: 'L1' }], legacy_users: [] })).toBe(true);
    expect(
      borrowerRouteOpen({
        loans: [],
        legacy_users: [{ legacy_user_id: 3, legacy_role: 'borrower' }],
      }),
    ).toBe(true);
  });

  it('is closed for anyone else, a legacy investor too', () => {
    expect(borrowerRouteOpen({ loans: [], legacy_users: [] })).toBe(false);
    expect(
      borrowerRouteOpen({
        loans: [],
        legacy_users: [{ legacy_user_id: 3, legacy_role: 'investor' }],
      }),
    ).toBe(false);
  });
});
