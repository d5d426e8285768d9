import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '#shared/api/user.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const CONTRACT = '/onboarding/investor/contract';
const CONFIRM =
  'I have read the investor contract and I understand that the credit risk is entirely mine.';

const deposits = (signed: boolean): UserProfile['deposits'] => [
  { mambu_deposit_id: 'DEP9', has_signed_contract: signed, created_at: '2024-02-26T15:20:00Z' },
];

const agreements = (signed: boolean) =>
  envelope({
    has_signed_terms_and_conditions: true,
    has_signed_latest_terms_and_conditions: true,
    has_signed_investor_contract: signed,
    has_signed_latest_investor_contract: signed,
  });

function contractApi(signReply: { status: number; body?: unknown } = { status: 200, body: {} }) {
  const api = createFakeApi();
  api.on('GET', 'api/document/tac-investor-contract/status', {
    status: 200,
    body: agreements(true),
  });
  api.on('GET', 'api/document/investor/DEP9', {
    status: 200,
    body: envelope({ html: '<h1>Investor contract</h1><p>Credit risk is yours.</p>' }),
  });
  api.on('POST', 'api/document/investor/DEP9/sign', signReply);
  return api;
}

async function openContract(
  api = contractApi(),
  profile: Partial<UserProfile> = { deposits: deposits(false) },
) {
  const app = await renderApp({ path: CONTRACT, vault: 'user', api, profile });
  await screen.findByRole('heading', { level: 1, name: 'Investor contract' });
  await screen.findByText('Credit risk is yours.');
  return app;
}

describe('/onboarding/investor/contract', () => {
  it('shows the contract safely and enables signing only once confirmed', async () => {
    await openContract();
    screen.getByRole('document', { name: 'Investor contract' });
    const button = screen.getByRole('button', { name: 'Sign the contract' });
    expect(button).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    expect(button).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    expect(button).toHaveProperty('disabled', true);
  });

  it('signs the unsigned deposit, asks the agreements status, reloads the profile and opens the portfolio', async () => {
    const api = contractApi();
    const app = await openContract(api);
    let profileCalls = 0;
    let statusCalls = -1;
    api.on('POST', 'api/document/investor/DEP9/sign', () => {
      profileCalls = api.calls('GET', 'api/user').length;
      statusCalls = api.calls('GET', 'api/document/tac-investor-contract/status').length;
      api.on('GET', 'api/user', {
        status: 200,
        body: envelope(makeProfile({ deposits: deposits(true) })),
      });
      return { status: 200, body: {} };
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/investor/fair-credit-portfolio'));
    expect(app.router.state.location.search).toBe('');
    expect(api.calls('POST', 'api/document/investor/DEP9/sign')).toHaveLength(1);
    // Onboarding's own case asks no status before signing; the signing asks it after.
    expect(statusCalls).toBe(0);
    expect(api.calls('GET', 'api/document/tac-investor-contract/status').length).toBeGreaterThan(0);
    expect(api.calls('GET', 'api/user').length).toBeGreaterThan(profileCalls);
    expect(window.dataLayer).toContainEqual({ event: 'sign_up' });
  });

  it('adds msg=welcome when the first legacy user is an investor', async () => {
    const api = contractApi();
    const legacy_users = [{ legacy_user_id: 7, legacy_role: 'investor' as const }];
    const app = await openContract(api, { deposits: deposits(false), legacy_users });
    // The profile read again after signing has the signed deposit, as the portfolio needs.
    api.on('GET', 'api/user', {
      status: 200,
      body: envelope(makeProfile({ deposits: deposits(true), legacy_users })),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/investor/fair-credit-portfolio'));
    expect(app.router.state.location.search).toBe('?msg=welcome');
  });

  it('stays on the contract with SERVER_ERROR when the status says the contract is not signed', async () => {
    const api = contractApi();
    api.on('GET', 'api/document/tac-investor-contract/status', {
      status: 200,
      body: agreements(false),
    });
    const app = await openContract(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not');
    expect(pathOf(app)).toBe(CONTRACT);
    expect(window.dataLayer ?? []).not.toContainEqual({ event: 'sign_up' });
  });

  it('shows the server’s message in a danger alert when signing fails', async () => {
    const app = await openContract(
      contractApi({ status: 400, body: { message: 'Contract already being signed' } }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await user.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Contract already being signed',
    );
    expect(pathOf(app)).toBe(CONTRACT);
    // No signup without a signed contract.
    expect(window.dataLayer ?? []).not.toContainEqual({ event: 'sign_up' });
  });

  it('shows the server’s message when the contract does not load', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/document/investor/DEP9', {
      status: 404,
      body: { message: 'Deposit not found' },
    });
    await renderApp({ path: CONTRACT, vault: 'user', api, profile: { deposits: deposits(false) } });
    expect((await screen.findByRole('alert')).textContent).toContain('Deposit not found');
  });

  it.each([
    ['without deposits', []],
    ['with the contract signed', deposits(true)],
  ])('sends a user %s to the dashboard', async (_name, userDeposits) => {
    const app = await renderApp({
      path: CONTRACT,
      vault: 'user',
      api: contractApi(),
      profile: { deposits: userDeposits },
    });
    await waitFor(() => expect(pathOf(app)).not.toBe(CONTRACT));
    expect(pathOf(app).startsWith('/dashboard')).toBe(true);
  });

  it('sends a logged-out reader to the login', async () => {
    const app = await renderApp({ path: CONTRACT, api: contractApi() });
    await waitFor(() => expect(pathOf(app).startsWith('/login')).toBe(true));
  });

  it('opens the terms and the price list as modals and comes back', async () => {
    const api = contractApi();
    api.on('GET', 'api/document/latest/terms_and_conditions', {
      status: 200,
      body: envelope((await import('../../test/fixtures.ts')).makeTerms()),
    });
    const app = await openContract(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Terms and conditions and price list' }));
    await waitFor(() =>
      expect(pathOf(app)).toBe(`${CONTRACT}/terms-and-conditions-and-price-list`),
    );
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pathOf(app)).toBe(CONTRACT));
  });
});
