import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, makeProfile, stayingOnDashboard } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { loanApplicationKeys } from '../loan-application/index.ts';
import { CONTRACT_PATH, SIGN_PATH, STEP, offerApi } from './test-offer.ts';

describe('signed', () => {
  it('says when the loan is paid out', async () => {
    await renderApp({ path: STEP('signed'), vault: 'user', api: offerApi() });
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(screen.getByText(/within 2 to 4 banking days/)).toBeTruthy();
  });

  it('reloads the profile and the application on OK and opens the dashboard', async () => {
    const api = offerApi();
    api.on('GET', CONTRACT_PATH, { status: 200, body: envelope({ html: '<p>Contract</p>' }) });
    api.on('POST', SIGN_PATH, { status: 200, body: {} });
    const app = await renderApp({ path: STEP('sign-contract'), vault: 'user', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });

    // The signed loan is in the profile read after OK.
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
    const profileReads = api.calls('GET', 'api/user').length;
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard'));
    expect(api.calls('GET', 'api/user').length).toBeGreaterThan(profileReads);
    const active = app.app.services.queryClient.getQueryState(loanApplicationKeys.active());
    expect(active?.isInvalidated).toBe(true);
  });
});
