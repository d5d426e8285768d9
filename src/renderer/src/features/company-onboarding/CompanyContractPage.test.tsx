import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { envelope, makeProfile, makeTerms } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { companyDeposit, representativeOf, type CompanyDeposits } from './test-company.ts';

const CONTRACT = '/onboarding/company/530/contract';
const PORTFOLIO = '/dashboard/company/530/investor/fair-credit-portfolio';
const RISK = "I understand that the credit risk of the investments is entirely the company's.";
const TERMS = 'I have read and accept the terms and conditions and the price list.';
const SIGN = 'Sign the contract';
const SERVER_ERROR =
  'We could not process your request. Please try again. If the problem persists, contact customer support.';

const agreements = (signed: boolean) =>
  envelope({
    has_signed_terms_and_conditions: true,
    has_signed_latest_terms_and_conditions: true,
    has_signed_company_contract: signed,
    has_signed_latest_company_contract: signed,
  });

function contractApi(): FakeApi {
  const api = createFakeApi();
  api.on('POST', 'api/document/company/530/terms-and-conditions/sign', {
    status: 200,
    body: { data: { success: true } },
  });
  api.on('GET', 'api/document/tac-company-contract/530/status', {
    status: 200,
    body: agreements(true),
  });
  return api;
}

async function openContract(
  api = contractApi(),
  deposits: CompanyDeposits = [companyDeposit(false)],
) {
  const app = await renderApp({
    path: CONTRACT,
    vault: 'user',
    api,
    profile: representativeOf(deposits),
  });
  await screen.findByRole('heading', { level: 1, name: 'Company investor contract' });
  return app;
}

describe('/onboarding/company/{companyId}/contract', () => {
  it('enables signing only with both the risk and the terms-and-price-list accepted', async () => {
    await openContract();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: SIGN });
    expect(button).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: RISK }));
    expect(button).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    expect(button).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('checkbox', { name: RISK }));
    expect(button).toHaveProperty('disabled', true);
  });

  it('signs, reads the status and opens the company portfolio', async () => {
    const api = contractApi();
    const app = await openContract(api);
    api.on('POST', 'api/document/company/530/terms-and-conditions/sign', () => {
      api.on('GET', 'api/user', {
        status: 200,
        body: envelope(makeProfile(representativeOf([companyDeposit(true)]))),
      });
      return { status: 200, body: { data: { success: true } } };
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: RISK }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: SIGN }));
    await waitFor(() => expect(pathOf(app)).toBe(PORTFOLIO));
    expect(api.calls('POST', 'api/document/company/530/terms-and-conditions/sign')).toHaveLength(1);
    expect(api.calls('GET', 'api/document/tac-company-contract/530/status')).toHaveLength(1);
  });

  it('shows the server’s message in a danger alert when signing fails', async () => {
    const api = contractApi();
    api.on('POST', 'api/document/company/530/terms-and-conditions/sign', {
      status: 400,
      body: { message: 'Company contract is being signed' },
    });
    const app = await openContract(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: RISK }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: SIGN }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Company contract is being signed',
    );
    expect(pathOf(app)).toBe(CONTRACT);
  });

  it('shows SERVER_ERROR and stays when the status says the contract is not signed', async () => {
    const api = contractApi();
    api.on('GET', 'api/document/tac-company-contract/530/status', {
      status: 200,
      body: agreements(false),
    });
    const app = await openContract(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: RISK }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: SIGN }));
    expect((await screen.findByRole('alert')).textContent).toContain(SERVER_ERROR);
    expect(pathOf(app)).toBe(CONTRACT);
  });

  it('ticks the terms acceptance when the price-list modal is accepted', async () => {
    const api = contractApi();
    api.on('GET', 'api/document/latest/terms_and_conditions', {
      status: 200,
      body: envelope(makeTerms()),
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
    expect(screen.getByRole('checkbox', { name: TERMS })).toHaveProperty('checked', true);
  });

  it.each([
    ['without a deposit to its AML questionnaire', [], '/onboarding/company/530/investor/aml'],
    ['with its contract signed to its portfolio', [companyDeposit(true)], PORTFOLIO],
  ])('sends a company %s', async (_name, deposits: CompanyDeposits, target) => {
    const app = await renderApp({
      path: CONTRACT,
      vault: 'user',
      api: contractApi(),
      profile: representativeOf(deposits),
    });
    await waitFor(() => expect(pathOf(app)).toBe(target));
  });

  it('is not found for a company the user does not represent', async () => {
    await renderApp({
      path: '/onboarding/company/501/contract',
      vault: 'user',
      api: contractApi(),
      profile: representativeOf([companyDeposit(false)]),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a logged-out reader to the login', async () => {
    const app = await renderApp({ path: CONTRACT, api: contractApi() });
    await waitFor(() => expect(pathOf(app).startsWith('/login')).toBe(true));
  });
});
