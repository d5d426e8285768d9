import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '#shared/result.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { makeApplication, step, withActive, type WireApplication } from './test-application.ts';

const START = '/dashboard/borrower/loan-application';
const AISP_REJECTED = `${START}/aisp-rejected`;
const LOAN_REJECTED = `${START}/loan-rejected`;
const TINK_URL = 'https://link.tink.com/1.0/transactions?state=st-9';

function rejectedApi(application: WireApplication) {
  const api = withActive(createFakeApi(), application);
  api.on('GET', step(42, 'aisp/redirect'), {
    status: 200,
    body: envelope({ redirect_url: TINK_URL }),
  });
  return api;
}

describe('aisp-rejected (§4)', () => {
  const thin = { kreditz_check: false, service: 'nordigen-tink' as const };

  it('offers Try again only when the application allows a retry', async () => {
    await renderApp({
      path: AISP_REJECTED,
      vault: 'user',
      api: rejectedApi(makeApplication(thin)),
    });
    await screen.findByRole('heading', { name: 'We could not assess your account data' });
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', true);
  });

  it('Try again opens the provider again', async () => {
    const api = rejectedApi(makeApplication({ ...thin, retry: true }));
    const { bridge } = await renderApp({
      path: AISP_REJECTED,
      vault: 'user',
      api,
      platform: 'electron',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bridge.app.openExternal).toHaveBeenCalledWith(TINK_URL));
    expect(bridge.deepLinks.expectCallback).toHaveBeenCalledWith('st-9');
  });

  it('Cancel application goes to /dashboard', async () => {
    await renderApp({
      path: AISP_REJECTED,
      vault: 'user',
      api: rejectedApi(makeApplication(thin)),
    });
    const cancel = await screen.findByRole('link', { name: 'Cancel application' });
    expect(cancel.getAttribute('href')).toBe('/dashboard');
  });
});

describe('loan-rejected (§8)', () => {
  it('shows the reapply date: created_at + 91 days', async () => {
    const api = rejectedApi(
      makeApplication({ rejected: true, created_at: '2026-01-02T08:00:00Z' }),
    );
    await renderApp({ path: LOAN_REJECTED, vault: 'user', api });
    await screen.findByText('You can apply for a loan again after 3 months, on 03.04.2026.');
    expect(screen.queryByRole('link', { name: /Go to/ })).toBeNull();
  });

  it('offers the partner broker’s page, opened in the system browser', async () => {
    const api = rejectedApi(
      makeApplication({
        rejected: true,
        broker_url: 'https://www.broker.example/apply',
        broker_name: 'Lainakumppani',
      }),
    );
    const { bridge } = await renderApp({ path: LOAN_REJECTED, vault: 'user', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Go to Lainakumppani' }));
    expect(bridge.app.openExternal).toHaveBeenCalledWith('https://www.broker.example/apply');
    expect(screen.queryByText("The partner's page could not be opened from the app.")).toBeNull();
  });

  it('says so when main refuses the broker’s page (not on the allowlist)', async () => {
    const bridge = createFakeBridge({ token: 'T' });
    // Main's answer for a host off the allowlist.
    Object.assign(bridge.app, {
      openExternal: vi.fn(() => Promise.resolve(fail('not-allowed' as const))),
    });
    const api = rejectedApi(
      makeApplication({ rejected: true, broker_url: 'https://x.example', broker_name: 'X' }),
    );
    await renderApp({ path: LOAN_REJECTED, vault: 'user', api, bridge });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Go to X' }));
    await screen.findByText("The partner's page could not be opened from the app.");
  });

  it('shows no link for a broker URL that is not https', async () => {
    const api = rejectedApi(
      makeApplication({ rejected: true, broker_url: 'javascript:alert(1)', broker_name: 'X' }),
    );
    const app = await renderApp({ path: LOAN_REJECTED, vault: 'user', api });
    await screen.findByRole('heading', { name: 'Your loan application was rejected' });
    expect(screen.queryByRole('link', { name: 'Go to X' })).toBeNull();
    expect(pathOf(app)).toBe(LOAN_REJECTED);
  });
});
