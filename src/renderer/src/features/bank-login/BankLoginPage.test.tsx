import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BANK_METHODS } from '#shared/api/identity.ts';
import { postLoginRedirectAtom } from '../../state/atoms.ts';
import { brokerAtom, IDENTITY_STORAGE_KEYS } from '../../state/identity.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope, makeTerms } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { bankLogo } from './bank-methods.ts';
import type * as GoToProvider from '../../services/go-to-provider.ts';
import { leaveFor } from '../../services/go-to-provider.ts';

vi.mock('../../services/go-to-provider.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof GoToProvider>()),
  leaveFor: vi.fn(),
}));

const terms = envelope(makeTerms());

function bankApi() {
  const api = createFakeApi();
  api.on('GET', 'api/document/latest/terms_and_conditions', { status: 200, body: terms });
  api.on('POST', 'api/auth/telia/redirect', {
    status: 200,
    body: envelope({ redirect_url: 'https://bank.example/authorize?state=S1', state: 'S1' }),
  });
  api.on('GET', 'api/borrower/loan-application/broker-loan-application-details/BLA-7', {
    status: 200,
    body: envelope({ amount_offered: 5000, term_offered: 36 }),
  });
  return api;
}

const NAMES = [
  'Aktia',
  'Ålandsbanken',
  'Danske Bank',
  'Handelsbanken',
  'LähiTapiola',
  'Nordea',
  'Oma Säästöpankki',
  'OP',
  'POP Pankki',
  'Säästöpankki',
  'S-Pankki',
  'Telia',
  'Mobile certificate',
];

const termsBox = () => screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
const bankButtons = () =>
  within(screen.getByRole('list', { name: 'Verification methods' })).getAllByRole('button');

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
});

describe('bank methods', () => {
  it('gives an unknown bank the first logo', () => {
    expect(bankLogo('fi-unknown')).toBe(bankLogo(BANK_METHODS[0]));
    expect(bankLogo('fi-op')).not.toBe(bankLogo(BANK_METHODS[0]));
  });
});

describe('/login/bank', () => {
  it('offers every bank and the mobile certificate, disabled until the terms are ticked', async () => {
    await renderApp({ path: '/login/bank', api: bankApi() });
    await screen.findByRole('heading', { name: 'Choose a verification method' });
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    expect(bankButtons().map((b) => b.getAttribute('aria-label') ?? b.textContent)).toHaveLength(
      13,
    );
    for (const name of NAMES) {
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
    }
    expect(screen.getByText('Please accept the terms')).toBeTruthy();
    await userEvent.setup().click(termsBox());
    for (const name of NAMES) {
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(false);
    }
    expect(screen.queryByText('Please accept the terms')).toBeNull();
  });

  it('says to accept the terms when they are unticked again', async () => {
    await renderApp({ path: '/login/bank', api: bankApi() });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    await user.click(termsBox());
    await user.click(termsBox());
    expect((await screen.findByRole('alert')).textContent).toBe('Please accept the terms');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Nordea' }).disabled).toBe(true);
  });

  it('shows the loading overlay while the terms version loads', async () => {
    const api = bankApi();
    let release: () => void = () => undefined;
    api.on(
      'GET',
      'api/document/latest/terms_and_conditions',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: terms });
        }),
    );
    await renderApp({ path: '/login/bank', api });
    const overlay = await screen.findByRole('status', { busy: true });
    expect(overlay.textContent).toBe('Loading…');
    release();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
  });

  it('asks for the bank page with the terms version and affiliate and leaves for it', async () => {
    const api = bankApi();
    const app = await renderApp({ path: '/login/bank', api });
    app.store.set(postLoginRedirectAtom, '/borrower/onboarding?loanAmount=3000&term=24&at_gd=AT1');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Nordea' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://bank.example/authorize?state=S1'),
    );
    expect(api.calls('POST', 'api/auth/telia/redirect')[0]?.body).toEqual({
      method: 'fi-nordea',
      goal: 'login',
      language: 'fi',
      accepted_tc: '2021-06-15',
      affiliate_name: 'adtraction',
      unique_affiliate_id: 'AT1',
      blaId: null,
    });
    expect(app.bridge.deepLinks.expectCallback).not.toHaveBeenCalled();
  });

  it('keeps the loading overlay while the bank redirect is in flight', async () => {
    const api = bankApi();
    let release: () => void = () => undefined;
    api.on(
      'POST',
      'api/auth/telia/redirect',
      () => new Promise((resolve) => (release = () => resolve({ status: 500 }))),
    );
    await renderApp({ path: '/login/bank', api });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'OP' }));
    expect((await screen.findByRole('status', { busy: true })).textContent).toBe('Loading…');
    release();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
  });

  it('a broker applicant sent on to register identifies with the broker application', async () => {
    sessionStorage.setItem(
      IDENTITY_STORAGE_KEYS.broker,
      JSON.stringify({ blaId: 'BLA-7', fromBroker: null }),
    );
    const api = bankApi();
    await renderApp({ path: '/register/identity-verification', api });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Nordea' }));
    await waitFor(() => expect(api.calls('POST', 'api/auth/telia/redirect')).toHaveLength(1));
    expect(api.calls('POST', 'api/auth/telia/redirect')[0]?.body).toMatchObject({
      goal: 'borrower',
      blaId: 'BLA-7',
    });
  });

  it('comes back to the choice on a failed redirect, without a message', async () => {
    const api = bankApi();
    api.on('POST', 'api/auth/telia/redirect', { status: 500 });
    await renderApp({ path: '/login/bank', api });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'OP' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'OP' }).disabled).toBe(false),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('opens the terms modal from the checkbox label; ACCEPT ticks the box and goes back', async () => {
    const app = await renderApp({ path: '/login/bank', api: bankApi() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'terms and conditions' }));
    await waitFor(() => expect(pathOf(app)).toBe('/login/bank/terms-and-conditions'));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await user.click(within(dialog).getByRole('link', { name: 'Price list' }));
    expect(app.bridge.app.openExternal).toHaveBeenCalledWith(
      'https://www.vertaislaina.fi/en/price-list',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pathOf(app)).toBe('/login/bank'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(termsBox()).toHaveProperty('checked', true);
  });

  it('closing the modal goes back without ticking; a direct visit closes to the page', async () => {
    const app = await renderApp({
      path: '/login/bank/terms-and-conditions-and-price-list',
      api: bankApi(),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', {
      name: 'Terms and conditions and price list',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(pathOf(app)).toBe('/login/bank'));
    expect(termsBox()).toHaveProperty('checked', false);
  });

  it('shows the callback errors', async () => {
    await renderApp({ path: '/login/bank?error=user-does-not-exists', api: bankApi() });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'User does not exist. Please register first.',
    );
  });

  it('hides the current method; shows the SMS and e-mail links outside the broker variant', async () => {
    await renderApp({ path: '/login/bank', api: bankApi() });
    const others = await screen.findByRole('navigation', { name: 'Other ways to log in' });
    expect(others.textContent).toContain('Log in with a text message');
    expect(others.textContent).toContain('Log in with username and password');
    expect(others.textContent).not.toContain('Log in with bank credentials');
  });

  it('broker variant: broker wording, no SMS or e-mail links, blaId kept and its offer shown', async () => {
    const api = bankApi();
    const app = await renderApp({ path: '/login/bank?blaId=BLA-7&fromBroker=acme', api });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Log in to continue your loan application',
    });
    screen.getByRole('heading', {
      name: 'Verify your identity to continue your loan application with our partner',
    });
    expect(screen.queryByRole('navigation', { name: 'Other ways to log in' })).toBeNull();
    await screen.findByText(/^Your loan offer: .*5.?000\.00 for 36 months\.$/);
    expect(
      api.calls('GET', 'api/borrower/loan-application/broker-loan-application-details/BLA-7')[0]
        ?.params,
    ).toEqual({ language: 'en' });
    expect(app.store.get(brokerAtom)).toEqual({ blaId: 'BLA-7', fromBroker: 'acme' });
    expect(JSON.parse(sessionStorage.getItem(IDENTITY_STORAGE_KEYS.broker) ?? 'null')).toEqual({
      blaId: 'BLA-7',
      fromBroker: 'acme',
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Mobile certificate' }));
    await waitFor(() =>
      expect(api.calls('POST', 'api/auth/telia/redirect')[0]?.body).toMatchObject({
        method: 'fi-mobiilivarmenne',
        blaId: 'BLA-7',
      }),
    );
  });

  it('records the cart event when the stored path is the borrower onboarding route', async () => {
    localStorage.setItem(
      'vertaislaina.redirectPath',
      JSON.stringify('/borrower/onboarding?loanAmount=4000&term=48'),
    );
    await renderApp({ path: '/login/bank', api: bankApi() });
    await screen.findByRole('heading', { name: 'Choose a verification method' });
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_cart',
      loanAmount: 4000,
      term: 48,
      currency: 'EUR',
    });
  });

  it('records no cart event otherwise', async () => {
    await renderApp({ path: '/login/bank', api: bankApi() });
    await screen.findByRole('heading', { name: 'Choose a verification method' });
    expect(window.dataLayer?.some((e) => (e as { event?: string }).event === 'add_to_cart')).toBe(
      false,
    );
  });
});
