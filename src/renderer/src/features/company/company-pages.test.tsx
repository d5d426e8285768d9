import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '#shared/api/user.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { KPI_ANSWER, portfolioApi } from '../portfolio/test-portfolio.ts';

const COMPANY_DEPOSIT = 'DEP5011';
type Company = UserProfile['companies'][number];

const company = (overrides: Partial<Company> = {}): Company => ({
  id: 501,
  name: 'Lehtonen Invest Oy',
  business_code: '2345678-0',
  address: null,
  deposits: [
    {
      mambu_deposit_id: COMPANY_DEPOSIT,
      has_signed_contract: true,
      created_at: '2025-11-01T10:00:00Z',
    },
  ],
  bank_accounts: [],
  legacy_companies: [],
  company_documents: [],
  ...overrides,
});

const representative = (companies: Company[]): Partial<UserProfile> => ({
  deposits: [{ mambu_deposit_id: 'DEP1', has_signed_contract: true, created_at: '2025-12-01' }],
  companies,
});

/** The person's portfolio calls, and the company's deposit and signing right. */
function companyApi(signingRight = 2) {
  const api = portfolioApi();
  api.on('GET', `api/investor/deposit/${COMPANY_DEPOSIT}`, {
    status: 200,
    body: envelope(KPI_ANSWER),
  });
  api.on('GET', `api/investor/deposit/${COMPANY_DEPOSIT}/transaction`, {
    status: 200,
    body: envelope([]),
  });
  api.on('POST', 'api/company/signing-right-status', {
    status: 200,
    body: envelope({ status: signingRight }),
  });
  return api;
}

const JOINT_NOTICE =
  'You may sign for this company only jointly with others. To withdraw funds or switch autoinvest for the company, please contact customer service.';

describe('the company pages', () => {
  it.each([
    ['/dashboard/company/501', 'Your investments'],
    ['/dashboard/company/501/investor', 'Your investments'],
    ['/dashboard/company/501/investor/fair-credit-portfolio', 'Fair Credit portfolio'],
  ])('%s shows the company’s portfolio, not the person’s', async (path, heading) => {
    const api = companyApi();
    await renderApp({ path, vault: 'user', profile: representative([company()]), api });
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() =>
      expect(api.calls('GET', `api/investor/deposit/${COMPANY_DEPOSIT}`).length).toBeGreaterThan(0),
    );
    expect(api.calls('GET', 'api/investor/deposit/DEP1')).toEqual([]);
  });

  it('answers a company that is not the user’s with not found', async () => {
    await renderApp({
      path: '/dashboard/company/999/investor',
      vault: 'user',
      profile: representative([company()]),
      api: companyApi(),
    });
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('sends a company without a deposit to its AML and one with an unsigned deposit to its contract', async () => {
    const noDeposit = await renderApp({
      path: '/dashboard/company/501/investor/fair-credit-portfolio',
      vault: 'user',
      profile: representative([company({ deposits: [] })]),
      api: companyApi(),
    });
    await waitFor(() => expect(pathOf(noDeposit)).toBe('/onboarding/company/501/investor/aml'));
    noDeposit.unmount();

    const unsigned = await renderApp({
      path: '/dashboard/company/501',
      vault: 'user',
      profile: representative([
        company({
          deposits: [
            { mambu_deposit_id: 'C1', has_signed_contract: false, created_at: '2025-11-01' },
          ],
        }),
      ]),
      api: companyApi(),
    });
    await waitFor(() => expect(pathOf(unsigned)).toBe('/onboarding/company/501/contract'));
  });

  it('sends a representative who signs only jointly to customer service', async () => {
    const api = companyApi(1);
    await renderApp({
      path: '/dashboard/company/501/investor',
      vault: 'user',
      profile: representative([company()]),
      api,
    });
    expect(await screen.findByText(JOINT_NOTICE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toBeTruthy();
    expect(api.calls('POST', 'api/company/signing-right-status')[0]?.body).toEqual({
      business_code: '2345678-0',
    });
  });

  it('shows no such notice to a representative who signs alone', async () => {
    const api = companyApi(2);
    await renderApp({
      path: '/dashboard/company/501/investor',
      vault: 'user',
      profile: representative([company()]),
      api,
    });
    await screen.findByRole('heading', { level: 1, name: 'Your investments' });
    await waitFor(() =>
      expect(api.calls('POST', 'api/company/signing-right-status').length).toBe(1),
    );
    expect(screen.queryByText(JOINT_NOTICE)).toBeNull();
  });

  it('opens the company dashboard from the company dropdown', async () => {
    const { router } = await renderApp({
      path: '/dashboard/investor',
      vault: 'user',
      profile: representative([company()]),
      api: companyApi(),
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Companies' }));
    await user.click(within(nav).getByRole('link', { name: 'Lehtonen Invest Oy' }));
    await waitFor(() => expect(pathOf({ router })).toBe('/dashboard/company/501'));
    await screen.findByRole('heading', { level: 1, name: 'Your investments' });
  });
});
