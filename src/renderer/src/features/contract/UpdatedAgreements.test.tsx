import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../navigation/paths.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { DEPOSIT, portfolioApi, SIGNED_INVESTOR } from '../portfolio/test-portfolio.ts';

const STATUS = 'api/document/tac-investor-contract/status';
const CARD = 'Your investor contract has been updated';

const agreements = (latest: boolean) => ({
  status: 200,
  body: envelope({
    has_signed_terms_and_conditions: true,
    has_signed_latest_terms_and_conditions: true,
    has_signed_investor_contract: true,
    has_signed_latest_investor_contract: latest,
  }),
});

/** The portfolio of a signed investor whose contract has a newer version than the signed one. */
function outdatedApi() {
  const api = portfolioApi();
  api.on('GET', STATUS, agreements(false));
  api.on('GET', `api/document/investor/${DEPOSIT}`, {
    status: 200,
    body: envelope({ html: '<p>The updated investor contract.</p>' }),
  });
  api.on('POST', `api/document/investor/${DEPOSIT}/sign`, () => {
    api.on('GET', STATUS, agreements(true));
    return { status: 200, body: {} };
  });
  return api;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the updated investor contract (GET api/document/tac-investor-contract/status)', () => {
  it('is offered on the portfolio; Skip sets the skip-signed-agreements flag to 1 and it stays away', async () => {
    const api = outdatedApi();
    await renderApp({
      path: PATHS.investorPortfolio,
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api,
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: CARD });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('heading', { name: CARD })).toBeNull();
    const userId = String(makeProfile().id);
    expect(
      JSON.parse(window.localStorage.getItem('vertaislaina.skipSignedAgreements') ?? ''),
    ).toEqual({
      [userId]: 1,
    });
    cleanup();

    // A new start, with the contract still outdated: the answer comes, the card does not.
    const again = outdatedApi();
    await renderApp({
      path: PATHS.investorPortfolio,
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api: again,
    });
    await screen.findByRole('heading', { level: 1, name: 'Fair Credit portfolio' });
    await waitFor(() => expect(again.calls('GET', STATUS).length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: CARD })).toBeNull();
  });

  it('is not offered when the signed contract is the latest', async () => {
    const api = portfolioApi();
    await renderApp({
      path: PATHS.investorPortfolio,
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api,
    });
    await waitFor(() => expect(api.calls('GET', STATUS)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: CARD })).toBeNull();
  });

  it('leads to the contract page, which signs the deposit again and returns to the portfolio', async () => {
    const api = outdatedApi();
    const app = await renderApp({
      path: PATHS.investorPortfolio,
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api,
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: CARD });
    await user.click(screen.getByRole('link', { name: 'Read and sign' }));
    await screen.findByText('The updated investor contract.');
    expect(pathOf(app)).toBe(PATHS.investorContract);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have read the investor contract and I understand that the credit risk is entirely mine.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    await waitFor(() => expect(pathOf(app)).toBe(PATHS.investorPortfolio));
    expect(api.calls('POST', `api/document/investor/${DEPOSIT}/sign`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: CARD })).toBeNull());
  });
});
