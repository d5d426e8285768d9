import { describe, expect, it } from 'vitest';
import type { ProfileFlags } from '../profile/profile-flags.ts';
import { companyIdOfPath, navModel } from './nav-rules.ts';

const flags = (overrides: Partial<ProfileFlags> = {}): ProfileFlags => ({
  firstName: 'Maija',
  nationality: 'FI',
  isForeigner: false,
  foreignVerification: null,
  hasSignedContract: false,
  legacyInvestorUserId: null,
  companies: [],
  ...overrides,
});

describe('navModel', () => {
  it('shows only login, register and language when logged out', () => {
    expect(navModel({ kind: 'anonymous' }, null, '/login/sms/code')).toEqual({
      loginLinks: true,
      investor: null,
      borrower: null,
      companies: null,
      profileLink: false,
      logout: false,
    });
  });

  it('offers only start investing without a signed contract', () => {
    const model = navModel({ kind: 'user' }, flags(), '/dashboard');
    expect(model.investor).toEqual({
      kind: 'start',
      item: { label: { key: 'shell:nav.startInvesting' }, to: '/onboarding/investor' },
    });
    expect(model.profileLink && model.logout && !model.loginLinks).toBe(true);
  });

  it('shows the investor menu with a signed contract or as a legacy investor', () => {
    for (const f of [flags({ hasSignedContract: true }), flags({ legacyInvestorUserId: 7 })]) {
      const model = navModel({ kind: 'user' }, f, '/dashboard');
      expect(model.investor?.kind).toBe('menu');
      if (model.investor?.kind !== 'menu') return;
      expect(model.investor.items.map((i) => [i.label, i.to])).toEqual([
        [{ key: 'shell:nav.addFunds' }, '/dashboard/investor/fair-credit-portfolio#add-funds'],
        [{ key: 'shell:nav.portfolio' }, '/dashboard/investor/fair-credit-portfolio#portfolio'],
        [
          { key: 'shell:nav.transactions' },
          '/dashboard/investor/fair-credit-portfolio#transactions',
        ],
        [{ key: 'shell:nav.withdraw' }, '/dashboard/investor/fair-credit-portfolio#withdraw'],
      ]);
    }
  });

  it('points the investor menu at the company portfolio on company pages', () => {
    const model = navModel(
      { kind: 'user' },
      flags({ hasSignedContract: true }),
      '/dashboard/company/12/investor',
    );
    expect(model.investor?.kind === 'menu' && model.investor.items[0]?.to).toBe(
      '/dashboard/company/12/investor/fair-credit-portfolio#add-funds',
    );
  });

  it('shows the borrower menu to FI, non-foreign users, not on company pages', () => {
    expect(navModel({ kind: 'user' }, flags(), '/dashboard').borrower).not.toBeNull();
    expect(
      navModel({ kind: 'user' }, flags({ nationality: 'SE' }), '/dashboard').borrower,
    ).toBeNull();
    expect(
      navModel({ kind: 'user' }, flags({ isForeigner: true }), '/dashboard').borrower,
    ).toBeNull();
    expect(navModel({ kind: 'user' }, flags(), '/dashboard/company/3').borrower).toBeNull();
    expect(
      navModel({ kind: 'user' }, flags(), '/onboarding/company/3/contract').borrower,
    ).toBeNull();
  });

  it('shows the company dropdown for nationality FI or users with companies', () => {
    expect(navModel({ kind: 'user' }, flags(), '/dashboard').companies).toEqual([
      { label: { key: 'shell:nav.addCompany' }, to: '/dashboard/add-company' },
    ]);
    expect(
      navModel({ kind: 'user' }, flags({ nationality: 'DE' }), '/dashboard').companies,
    ).toBeNull();
    const withCompany = navModel(
      { kind: 'user' },
      flags({ nationality: 'DE', companies: [{ id: 5, name: 'Oy Ab' }] }),
      '/dashboard',
    );
    expect(withCompany.companies?.[0]).toEqual({
      label: { text: 'Oy Ab' },
      to: '/dashboard/company/5',
    });
  });

  it('shows a legacy investor the restricted investor menu and no profile link', () => {
    const model = navModel({ kind: 'legacy', role: 'investor' }, null, '/restricted/investor');
    expect(model.investor?.kind).toBe('menu');
    expect(model.borrower).toBeNull();
    expect(model.profileLink).toBe(false);
    expect(model.logout).toBe(true);
  });

  it('finds company ids in company paths', () => {
    expect(companyIdOfPath('/dashboard/company/12/investor')).toBe('12');
    expect(companyIdOfPath('/dashboard/investor')).toBeNull();
  });
});
