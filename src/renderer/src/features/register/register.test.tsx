import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionAtom } from '../../state/atoms.ts';
import {
  identityCallbackAtom,
  IDENTITY_STORAGE_KEYS,
  registrationAtom,
  type IdentityCallbackState,
  type RegistrationState,
} from '../../state/identity.ts';
import { createFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const identity: IdentityCallbackState = {
  state: 'S1',
  goal: 'borrower',
  isOver18: true,
  blaId: null,
  foreign: false,
};

function withIdentity(value: IdentityCallbackState = identity) {
  sessionStorage.setItem(IDENTITY_STORAGE_KEYS.callback, JSON.stringify(value));
}

function withRegistration(value: Partial<RegistrationState> = {}) {
  const registration: RegistrationState = {
    body: {
      email: 'uusi@example.fi',
      mobile_phone: '0401234567',
      is_checked_offers: false,
      state: 'S1',
      language: 'en',
    },
    state: 'S1',
    goal: 'borrower',
    blaId: null,
    foreign: false,
    ...value,
  };
  sessionStorage.setItem(IDENTITY_STORAGE_KEYS.registration, JSON.stringify(registration));
}

const phone = () => screen.getByRole('textbox', { name: 'Mobile phone number' });
const email = () => screen.getByRole('textbox', { name: 'E-mail address' });
const confirm = () => screen.getByRole('textbox', { name: 'Confirm e-mail address' });
const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);

function registerApi(): FakeApi {
  const api = createFakeApi();
  api.on('POST', 'api/auth/register', {
    status: 200,
    body: envelope({ state: 'S1-r', goal: 'borrower' }),
  });
  api.on('POST', 'api/auth/verify', { status: 200, body: envelope({ token: 'tok-r' }) });
  api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile()) });
  return api;
}

describe('/register', () => {
  it('leads to identity verification with the borrower bank choice', async () => {
    const app = await renderApp({ path: '/register' });
    await waitFor(() => expect(pathOf(app)).toBe('/register/identity-verification'));
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Nordea' }).disabled).toBe(true);
  });
});

describe('/register/provide-details', () => {
  it('needs an identity callback state', async () => {
    const app = await renderApp({ path: '/register/provide-details' });
    await waitFor(() => expect(pathOf(app)).toBe('/register/identity-verification'));
  });

  it('shows every validation message', async () => {
    withIdentity();
    const api = registerApi();
    await renderApp({ path: '/register/provide-details', api });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Continue' });
    await user.click(submit);
    await waitFor(() =>
      expect(alerts()).toEqual([
        'This field cannot be empty',
        'This field cannot be empty',
        'This field cannot be empty',
      ]),
    );
    await user.type(phone(), '12ab');
    await user.type(email(), 'uusi@');
    await user.type(confirm(), 'toinen@example.fi');
    await user.click(submit);
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Phone number is not valid',
        'Email address is not valid',
        'Verify email address is wrong',
      ]),
    );
    expect(confirm().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', 'api/auth/register')).toHaveLength(0);
  });

  it('blocks pasting into the confirmation with a note', async () => {
    withIdentity();
    await renderApp({ path: '/register/provide-details' });
    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Confirm e-mail address',
    });
    const event = fireEvent.paste(field, { clipboardData: { getData: () => 'x@example.fi' } });
    expect(event).toBe(false);
    await screen.findByText(
      'For your security, please type your e-mail address again instead of pasting it.',
    );
  });

  it('posts the details with the identity state and goes to phone verification', async () => {
    withIdentity();
    const api = registerApi();
    const app = await renderApp({ path: '/register/provide-details', api });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Mobile phone number' }),
      '040 12 34567',
    );
    await user.type(email(), 'uusi@example.fi');
    await user.type(confirm(), 'uusi@example.fi');
    await user.click(
      screen.getByRole('checkbox', { name: 'I would like to receive offers and news' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathOf(app)).toBe('/register/verify-phone-number'));
    expect(api.calls('POST', 'api/auth/register')[0]?.body).toEqual({
      email: 'uusi@example.fi',
      mobile_phone: '0401234567',
      is_checked_offers: true,
      state: 'S1',
      language: 'en',
    });
    expect(app.store.get(registrationAtom)?.state).toBe('S1-r');
    await screen.findByText('We sent a four-digit code to 0401234567.');
  });

  it('maps server field errors back to the fields', async () => {
    withIdentity();
    const api = registerApi();
    api.on('POST', 'api/auth/register', {
      status: 422,
      body: { message: 'invalid', errors: { email: ['validation.email'] } },
    });
    await renderApp({ path: '/register/provide-details', api });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Mobile phone number' }),
      '0401234567',
    );
    await user.type(email(), 'uusi@example.fi');
    await user.type(confirm(), 'uusi@example.fi');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(alerts()).toEqual(['Email address is not valid']));
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('/register/verify-phone-number', () => {
  it('needs posted details', async () => {
    withIdentity();
    const app = await renderApp({ path: '/register/verify-phone-number' });
    await waitFor(() => expect(pathOf(app)).toBe('/register/provide-details'));
  });

  async function enter(code: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
  }

  it('requires four digits', async () => {
    withRegistration();
    const api = registerApi();
    await renderApp({ path: '/register/verify-phone-number', api });
    await enter('12');
    await waitFor(() => expect(alerts()).toEqual(['This field cannot be empty']));
    expect(api.calls('POST', 'api/auth/verify')).toHaveLength(0);
  });

  it('shows the server message on failure', async () => {
    withRegistration();
    const api = registerApi();
    api.on('POST', 'api/auth/verify', { status: 400, body: { message: 'Invalid code.' } });
    const app = await renderApp({ path: '/register/verify-phone-number', api });
    await enter('1234');
    await waitFor(() => expect(alerts()).toEqual(['Invalid code.']));
    expect(pathOf(app)).toBe('/register/verify-phone-number');
  });

  it('shows the server message of a wrong code on the code field', async () => {
    withRegistration();
    const api = registerApi();
    api.on('POST', 'api/auth/verify', {
      status: 422,
      body: { message: 'The code is incorrect.', errors: { code: ['CODE_INVALID'] } },
    });
    await renderApp({ path: '/register/verify-phone-number', api });
    await enter('1234');
    await waitFor(() => expect(alerts()).toEqual(['The code is incorrect.']));
    expect(
      screen.getByRole('textbox', { name: 'Verification code' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('stores the token and opens the dashboard', async () => {
    withIdentity();
    withRegistration();
    const api = registerApi();
    const app = await renderApp({ path: '/register/verify-phone-number', api });
    await enter('1234');
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard'));
    expect(api.calls('POST', 'api/auth/verify')[0]?.body).toEqual({
      code: '1234',
      mobile_phone: '0401234567',
      state: 'S1',
    });
    expect(app.bridge.vault.storeToken).toHaveBeenCalledWith('tok-r');
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'user' });
    await waitFor(() => expect(app.store.get(registrationAtom)).toBeNull());
    expect(app.store.get(identityCallbackAtom)).toBeNull();
  });

  it('a borrower with a broker application continues to the loan application', async () => {
    withRegistration({ blaId: 'B1' });
    const app = await renderApp({ path: '/register/verify-phone-number', api: registerApi() });
    await enter('1234');
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/loan-application'));
  });

  it('a foreigner uses the foreign endpoint and continues to the investor AML step', async () => {
    withRegistration({ foreign: true, goal: null });
    const api = registerApi();
    api.on('POST', 'api/auth/onboarding/investor/foreign/verify', {
      status: 200,
      body: envelope({ token: 'tok-f' }),
    });
    const app = await renderApp({ path: '/register/verify-phone-number', api });
    await enter('1234');
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/aml'));
    expect(api.calls('POST', 'api/auth/verify')).toHaveLength(0);
  });
});

describe('/register/rejected', () => {
  it('needs a not-over-18 result', async () => {
    withIdentity();
    const app = await renderApp({ path: '/register/rejected' });
    await waitFor(() => expect(pathOf(app)).toBe('/register/identity-verification'));
  });

  it('has a back-to-home button', async () => {
    withIdentity({ ...identity, isOver18: false });
    const app = await renderApp({ path: '/register/rejected' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
  });
});
