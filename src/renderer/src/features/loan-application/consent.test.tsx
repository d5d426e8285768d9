import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import {
  borrowerProfile,
  makeApplication,
  step,
  withActive,
  type WireApplication,
} from './test-application.ts';

const START = '/dashboard/borrower/loan-application';
const CCIS = `${START}/ccis`;
const CONSENT = step(42, 'consent');
const ACCEPT = 'I consent to my credit information being checked';
const TINK_URL = 'https://link.tink.com/1.0/transactions?client_id=c&state=st-77';

function consentApi(application: WireApplication = makeApplication()) {
  const api = withActive(createFakeApi(), application);
  api.on('PATCH', CONSENT, {
    status: 200,
    body: envelope({
      loan_application: { ...application, is_checked_ccis: true, state: null },
      rejected: false,
      redirect_url: null,
    }),
  });
  api.on('GET', step(42, 'kreditz/redirect'), {
    status: 200,
    body: envelope({ redirect_url: 'http://api.test/__sandbox/providers/kreditz?case=1' }),
  });
  api.on('GET', step(42, 'aisp/bank'), { status: 200, body: envelope([]) });
  api.on('GET', step(42, 'aisp/redirect'), {
    status: 200,
    body: envelope({ redirect_url: TINK_URL }),
  });
  return api;
}

async function consentAndContinue() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: ACCEPT }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('ccis: the credit-information consent (§4 step 2, §5)', () => {
  it('cannot continue without the consent and says so', async () => {
    const api = consentApi();
    const app = await renderApp({ path: CCIS, vault: 'user', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const message = await screen.findByText('Please accept the consent to continue.');
    const checkbox = screen.getByRole('checkbox', { name: ACCEPT });
    expect(checkbox.getAttribute('aria-describedby')).toBe(message.id);
    expect(api.calls('PATCH', CONSENT)).toHaveLength(0);
    expect(pathOf(app)).toBe(CCIS);
  });

  it('stores the consent and opens the embedded frame provider', async () => {
    const api = consentApi();
    const app = await renderApp({ path: CCIS, vault: 'user', api });
    await consentAndContinue();
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/kreditz`));
    expect(api.calls('PATCH', CONSENT).map((r) => r.body)).toEqual([{ is_checked_ccis: true }]);
  });

  it('goes to the bank choice for service neonomics', async () => {
    const api = consentApi(makeApplication({ kreditz_check: false, service: 'neonomics' }));
    const app = await renderApp({ path: CCIS, vault: 'user', api });
    await consentAndContinue();
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/choose-bank`));
  });

  it('opens the redirect provider in the browser with its state registered (Electron)', async () => {
    const api = consentApi(makeApplication({ kreditz_check: false, service: 'nordigen-tink' }));
    const { bridge } = await renderApp({ path: CCIS, vault: 'user', api, platform: 'electron' });
    await consentAndContinue();
    await screen.findByText(/The bank data service opened in your browser/);
    expect(bridge.deepLinks.expectCallback).toHaveBeenCalledWith('st-77');
    expect(bridge.app.openExternal).toHaveBeenCalledWith(TINK_URL);
  });

  it('sends a consent answered with a rejection to loan-rejected', async () => {
    const api = consentApi();
    api.on('PATCH', CONSENT, {
      status: 200,
      body: envelope({
        loan_application: makeApplication({ rejected: true }),
        rejected: true,
        redirect_url: null,
      }),
    });
    const app = await renderApp({ path: CCIS, vault: 'user', api });
    await consentAndContinue();
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/loan-rejected`));
  });

  it('shows the full consent text in a modal at ccis/more, and closes back', async () => {
    const app = await renderApp({ path: CCIS, vault: 'user', api: consentApi() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Read the full consent text' }));
    await waitFor(() => expect(pathOf(app)).toBe(`${CCIS}/more`));
    const dialog = await screen.findByRole('dialog', {
      name: 'Consent to the credit information check',
    });
    expect(dialog.textContent).toContain('kept for 5 years');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(pathOf(app)).toBe(CCIS));
    await waitFor(() => expect(document.querySelector('dialog, [role="dialog"]')).toBeNull());
  });
});

describe('the guards of the steps (§6)', () => {
  it.each(['ccis', 'aisp-rejected'])(
    '%s needs an application: without one, the start',
    async (name) => {
      const api = withActive(createFakeApi(), null);
      const app = await renderApp({ path: `${START}/${name}`, vault: 'user', api });
      await waitFor(() => expect(pathOf(app)).toBe(START));
    },
  );

  it('ccis needs an application whose id is not 0', async () => {
    const api = withActive(createFakeApi(), makeApplication({ id: 0 }));
    const app = await renderApp({ path: CCIS, vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe(START));
  });

  it('choose-bank is only for service neonomics', async () => {
    const api = consentApi(makeApplication({ kreditz_check: false, service: 'nordigen-tink' }));
    const app = await renderApp({ path: `${START}/choose-bank`, vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe(START));
  });

  it('sends a non-FI national to /dashboard', async () => {
    const app = await renderApp({
      path: CCIS,
      vault: 'user',
      api: consentApi(),
      profile: { ...borrowerProfile, nationality: 'SE' },
    });
    await waitFor(() => expect(pathOf(app)).not.toBe(CCIS));
    expect(app.api.calls('PATCH', CONSENT)).toHaveLength(0);
    expect(pathOf(app).startsWith(`${START}`)).toBe(false);
  });
});
