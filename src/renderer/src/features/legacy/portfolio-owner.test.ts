import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures.ts';
import { companyOwner, investorOwner, portfolioPath, restrictedOwner } from './portfolio-owner.ts';

const deposit = (signed: boolean) => ({
  mambu_deposit_id: 'D',
  has_signed_contract: signed,
  created_at: '2024-01-01',
});

describe('the owner of the fixed-rate portfolios', () => {
  it('lists only the investor users of a legacy login, offering onboarding only when it may', () => {
    const details = {
      FirstName: 'Liisa',
      legacy_users: [
        { legacy_user_id: 1, legacy_role: 'borrower' as const },
        { legacy_user_id: 2, legacy_role: 'investor' as const },
      ],
    };
    expect(restrictedOwner(details, true)).toEqual({
      area: 'restricted',
      userIds: [2],
      firstName: 'Liisa',
      offer: 'start-investing',
      withdrawHidden: false,
      company: null,
    });
    expect(restrictedOwner(details, false).offer).toBe('plain');
    expect(restrictedOwner(details, null).offer).toBe('plain');
  });

  it('hides a signed-in user’s withdraw panel by the first deposit only', () => {
    expect(investorOwner(makeProfile({ deposits: [deposit(true), deposit(false)] }))).toMatchObject(
      { withdrawHidden: true, offer: 'plain' },
    );
    expect(investorOwner(makeProfile({ deposits: [deposit(false), deposit(true)] }))).toMatchObject(
      { withdrawHidden: false, offer: 'plain' },
    );
    expect(investorOwner(makeProfile())).toMatchObject({
      withdrawHidden: false,
      offer: 'start-investing',
    });
  });

  it('takes the companies’ legacy accounts, the panel hidden by that company’s first deposit', () => {
    const company = (id: number, legacyId: number, signed: boolean) => ({
      id,
      name: `C${id}`,
      business_code: '1234567-8',
      address: null,
      deposits: [deposit(signed)],
      bank_accounts: [],
      legacy_companies: [{ legacy_company_id: legacyId }],
      company_documents: [],
    });
    const profile = makeProfile({ companies: [company(1, 801, false), company(2, 802, true)] });
    expect(companyOwner(profile, 801)).toMatchObject({
      userIds: [801, 802],
      withdrawHidden: false,
    });
    expect(companyOwner(profile, 802).withdrawHidden).toBe(true);
  });

  it('builds each area’s path', () => {
    expect(portfolioPath('restricted', 7)).toBe('/restricted/investor/fixed-rate-portfolio/7');
    expect(portfolioPath('investor', 7)).toBe('/dashboard/investor/fixed-rate-portfolio/7');
    expect(portfolioPath('company', 7)).toBe('/dashboard/company/fixed-rate-portfolio/7');
  });
});
