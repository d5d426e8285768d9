import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeReply } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { APPLICATION_ID, CONTRACT_PATH, SIGN_PATH, STEP, offerApi } from './test-offer.ts';
import alertStyles from '../../ui/Alert.module.css';

const SIGN_CONTRACT = STEP('sign-contract');
const CONFIRM = 'I have read the loan contract and accept its terms.';
const SERVER_ERROR =
  'We could not process your request. Please try again. If the problem persists, contact customer support.';

function contractApi(signReply: FakeReply = { status: 200, body: {} }) {
  const api = offerApi();
  api.on('GET', CONTRACT_PATH, {
    status: 200,
    body: envelope({
      html: '<h1>Loan contract</h1><p>The borrower repays monthly.</p><script>alert(1)</script>',
    }),
  });
  api.on('POST', SIGN_PATH, signReply);
  return api;
}

async function openContract(api = contractApi()) {
  const app = await renderApp({ path: SIGN_CONTRACT, vault: 'user', api });
  await screen.findByText('The borrower repays monthly.');
  return app;
}

describe('sign-contract', () => {
  it("shows the application's contract safely in its own region", async () => {
    const api = contractApi();
    await openContract(api);
    const region = screen.getByRole('document', { name: 'Loan contract' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('script')).toBeNull();
    expect(api.calls('GET', CONTRACT_PATH)).toHaveLength(1);
  });

  it('asks for the confirmation before signing', async () => {
    const api = contractApi();
    const app = await openContract(api);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByText('Please accept the terms')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: CONFIRM }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.calls('POST', SIGN_PATH)).toHaveLength(0);
    expect(pathOf(app)).toBe(SIGN_CONTRACT);
  });

  it('signs the loan of the application and thanks', async () => {
    const api = contractApi();
    const app = await openContract(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    await waitFor(() => expect(pathOf(app)).toBe(STEP('signed')));
    expect(api.calls('POST', SIGN_PATH).map((call) => call.body)).toEqual([
      { loan_application_id: APPLICATION_ID },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
  });

  it('signs once however often the button is pressed', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const api = contractApi();
    api.on('POST', SIGN_PATH, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const app = await openContract(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    const sign = screen.getByRole('button', { name: 'Sign the contract' });
    await user.dblClick(sign);
    await user.click(sign);
    expect(sign).toHaveProperty('disabled', true);
    answer({ status: 200, body: {} });
    await waitFor(() => expect(pathOf(app)).toBe(STEP('signed')));
    expect(api.calls('POST', SIGN_PATH)).toHaveLength(1);
  });

  it.each([
    [
      'the server’s message',
      { status: 409, body: { message: 'The offer has expired' } },
      'The offer has expired',
    ],
    [
      'the server’s message of a 5xx too',
      { status: 503, body: { message: 'Signing is paused for maintenance' } },
      'Signing is paused for maintenance',
    ],
    ['the SERVER_ERROR text', { status: 500, body: {} }, SERVER_ERROR],
  ])('shows %s in a danger alert when signing fails', async (_name, reply, text) => {
    const app = await openContract(contractApi(reply));
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(alert.className).toBe(alertStyles.danger);
    expect(pathOf(app)).toBe(SIGN_CONTRACT);
    expect(screen.getByRole('button', { name: 'Sign the contract' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it.each([
    [{ status: 404, body: { message: 'Contract not found' } }, 'Contract not found'],
    [{ status: 502, body: { message: 'Contract service down' } }, 'Contract service down'],
    [{ status: 500, body: {} }, SERVER_ERROR],
  ])(
    'shows the server’s message, else SERVER_ERROR, when the contract does not load',
    async (reply, text) => {
      const api = offerApi();
      api.on('GET', CONTRACT_PATH, reply);
      await renderApp({ path: SIGN_CONTRACT, vault: 'user', api });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(text);
      expect(alert.className).toBe(alertStyles.danger);
      expect(screen.queryByRole('button', { name: 'Sign the contract' })).toBeNull();
    },
  );

  it('sends back to the start without an application', async () => {
    const app = await renderApp({ path: SIGN_CONTRACT, vault: 'user', api: offerApi(null) });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/loan-application'));
  });
});
