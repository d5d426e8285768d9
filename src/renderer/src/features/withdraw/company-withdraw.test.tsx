import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { KPI_ANSWER, portfolioApi } from '../portfolio/test-portfolio.ts';

const COMPANY_DEPOSIT = 'DEP5011';
const COMPANY_IBAN = 'FI4950009420028730';

const profile: Partial<UserProfile> = {
  deposits: [{ mambu_deposit_id: 'DEP1', has_signed_contract: true, created_at: '2025-12-01' }],
  bank_accounts: [{ id: 1, IBAN: 'FI2112345600000785' }],
  companies: [
    {
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
      bank_accounts: [{ id: 2, IBAN: COMPANY_IBAN }],
      legacy_companies: [],
      company_documents: [],
    },
  ],
};

/** The company deposit's calls, with the user's signing right in the company. */
function companyApi(signingRight: number) {
  const api = portfolioApi();
  const base = `api/investor/deposit/${COMPANY_DEPOSIT}`;
  api.on('GET', base, { status: 200, body: envelope(KPI_ANSWER) });
  api.on('GET', `${base}/transaction`, { status: 200, body: envelope([]) });
  api.on('GET', `${base}/auto-sell/status`, {
    status: 200,
    body: envelope({ active: false, requestedAmount: 0, remainingAmountToSell: 0 }),
  });
  api.on('POST', `${base}/withdraw`, { status: 200, body: { success: true } });
  api.on('POST', 'api/company/signing-right-status', {
    status: 200,
    body: envelope({ status: signingRight }),
  });
  return api;
}

const open = (signingRight: number) =>
  renderApp({
    path: PATHS.companyPortfolio(501),
    vault: 'user',
    profile,
    api: companyApi(signingRight),
  });

const withdrawSection = async () => {
  const heading = await screen.findByRole('heading', { name: 'Withdraw', level: 2 });
  const section = heading.closest('section');
  if (!section) throw new Error('no #withdraw');
  return section;
};

describe('withdrawing from a company’s portfolio', () => {
  it('with signing right 2: to the company’s account, through the company withdraw route', async () => {
    const app = await open(2);
    const section = await withdrawSection();
    fireEvent.change(await within(section).findByLabelText('Amount to withdraw (€)'), {
      target: { value: '10' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(pathOf(app)).toBe(PATHS.companyWithdraw(501)));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(dialog).getByText(new RegExp(COMPANY_IBAN))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(app.api.calls('POST', `api/investor/deposit/${COMPANY_DEPOSIT}/withdraw`)).toEqual([
        expect.objectContaining({ body: { amount: '10.00' } }),
      ]),
    );
    expect(app.api.calls('POST', 'api/investor/deposit/DEP1/withdraw')).toEqual([]);
    await waitFor(() => expect(pathOf(app)).toBe(PATHS.companyPortfolio(501)));
  });

  it('without signing right 2: NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW, nothing to submit', async () => {
    await open(1);
    const section = await withdrawSection();
    expect(
      await within(section).findByText(
        'Your signing right does not allow withdrawals or autoinvest for this company. Please contact customer service.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByRole<HTMLButtonElement>('button', { name: 'Withdraw' }).disabled,
    ).toBe(true);
  });
});
