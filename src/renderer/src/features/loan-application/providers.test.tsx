import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { ACTIVE, makeApplication, step, withActive } from './test-application.ts';

const START = '/dashboard/borrower/loan-application';
const BANK_URL = 'https://auth.neonomics.io/consent?session=n1&state=nst-5';
const neonomics = makeApplication({ kreditz_check: false, service: 'neonomics' });
const tink = makeApplication({ kreditz_check: false, service: 'nordigen-tink' });
const TRANSACTIONS = step(42, 'aisp/transactions');

function scoringPending(api: ReturnType<typeof createFakeApi>) {
  // What the processing screen asks next (the older check, still running).
  api.on('GET', step(42, 'scoring/check'), () => new Promise(() => undefined));
  return api;
}

describe('choose-bank: the bank-choice provider (service neonomics)', () => {
  it('lists the banks and opens the chosen bank’s session page', async () => {
    const api = withActive(createFakeApi(), neonomics);
    api.on('GET', step(42, 'aisp/bank'), {
      status: 200,
      body: envelope([
        { id: 'op', bankDisplayName: 'OP' },
        { id: 'nordea', bankDisplayName: 'Nordea' },
      ]),
    });
    api.on('POST', step(42, 'aisp/session'), {
      status: 200,
      body: envelope({ redirect_url: BANK_URL }),
    });
    const { bridge } = await renderApp({
      path: `${START}/choose-bank`,
      vault: 'user',
      api,
      platform: 'electron',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nordea' }));
    await waitFor(() => expect(bridge.app.openExternal).toHaveBeenCalledWith(BANK_URL));
    expect(api.calls('POST', step(42, 'aisp/session')).map((r) => r.body)).toEqual([
      { bank_id: 'nordea' },
    ]);
    expect(bridge.deepLinks.expectCallback).toHaveBeenCalledWith('nst-5');
    screen.getByText(/The bank data service opened in your browser/);
  });
});

describe('/tink-callback (§4 step 3)', () => {
  it('posts the code for the active application and goes to the scoring', async () => {
    const api = scoringPending(withActive(createFakeApi(), tink));
    api.on('POST', TRANSACTIONS, { status: 200, body: {} });
    const app = await renderApp({ path: '/tink-callback?code=c-1&state=s', vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/aisp'));
    expect(api.calls('POST', TRANSACTIONS).map((r) => r.body)).toEqual([{ code: 'c-1' }]);
    expect(api.calls('GET', ACTIVE).length).toBeGreaterThan(0);
  });

  it.each([
    ['an error', '/tink-callback?error=access_denied&state=s'],
    ['no code', '/tink-callback?state=s'],
  ])('goes to /dashboard/borrower with %s', async (_name, path) => {
    const api = withActive(createFakeApi(), tink);
    const app = await renderApp({ path, vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower'));
    expect(api.calls('POST', TRANSACTIONS)).toHaveLength(0);
  });

  it('goes to /dashboard/borrower when the code is refused or there is no application', async () => {
    const api = withActive(createFakeApi(), tink);
    api.on('POST', TRANSACTIONS, { status: 422, body: { message: 'bad code' } });
    const app = await renderApp({ path: '/tink-callback?code=c-1', vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower'));
    const none = withActive(createFakeApi(), null);
    const other = await renderApp({ path: '/tink-callback?code=c-1', vault: 'user', api: none });
    await waitFor(() => expect(pathOf(other)).toBe('/dashboard/borrower'));
    expect(none.calls('POST', TRANSACTIONS)).toHaveLength(0);
  });
});
