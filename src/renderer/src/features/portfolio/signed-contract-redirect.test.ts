import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures.ts';
import { signedContractRedirect } from './signed-contract-redirect.ts';

const signed = { mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' };
const unsigned = { ...signed, has_signed_contract: false };
const legacyInvestor = { legacy_user_id: 77, legacy_role: 'investor' as const };
const legacyBorrower = { legacy_user_id: 78, legacy_role: 'borrower' as const };

describe('signedContractRedirect', () => {
  it('lets an investor with a signed contract through', () => {
    expect(signedContractRedirect(makeProfile({ deposits: [unsigned, signed] }))).toBeNull();
    expect(
      signedContractRedirect(makeProfile({ deposits: [signed], legacy_users: [legacyInvestor] })),
    ).toBeNull();
  });

  it('sends a user without a signed contract to investor onboarding', () => {
    expect(signedContractRedirect(makeProfile())).toBe('/onboarding/investor');
    expect(
      signedContractRedirect(makeProfile({ deposits: [unsigned], legacy_users: [legacyBorrower] })),
    ).toBe('/onboarding/investor');
  });

  it('sends a legacy investor without a signed contract to the fixed-rate portfolio', () => {
    expect(
      signedContractRedirect(makeProfile({ legacy_users: [legacyBorrower, legacyInvestor] })),
    ).toBe('/dashboard/investor/fixed-rate-portfolio/77');
  });

  it('sends a forced AML fill-in to the questionnaire, signed or not', () => {
    for (const deposits of [[signed], [unsigned], []]) {
      expect(signedContractRedirect(makeProfile({ deposits, force_aml_fill_in: true }))).toBe(
        '/onboarding/investor/aml',
      );
    }
  });
});
