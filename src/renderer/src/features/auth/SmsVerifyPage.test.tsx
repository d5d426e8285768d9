import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postLoginRedirectAtom, sessionAtom, toastsAtom } from '../../state/atoms.ts';
import { createFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { envelope, makeProfile, stayingOnDashboard } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const state = { mobilePhone: '0401234567', blaId: null };

function verifyApi(reply: Parameters<FakeApi['on']>[2]): FakeApi {
  const api = createFakeApi();
  api.on('POST', 'api/auth/sms/verify', reply);
  api.on('POST', 'api/auth/sms/login', { status: 200, body: { data: { success: true } } });
  api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
  return api;
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Code' }), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('/login/sms/verify', () => {
  it('goes back to the phone step without a phone number', async () => {
    const app = await renderApp({ path: '/login/sms/verify' });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
  });

  it('counts down from 05:00; at zero the code expires and the phone step offers a new one', async () => {
    const api = verifyApi({ status: 200, body: envelope({ token: 'T' }) });
    const app = await renderApp({ path: '/login/sms/verify', state, api });
    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toBe('05:00');
    // No new code while this one is valid.
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();

    act(() => app.clock.advance(61_000));
    expect(timer.textContent).toBe('03:59');
    act(() => app.clock.advance(238_000));
    expect(timer.textContent).toBe('00:01');
    expect(pathOf(app)).toBe('/login/sms/verify');

    act(() => app.clock.advance(1_000));
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.store.get(toastsAtom).map((t) => t.messageKey)).toEqual(['errors:smsCodeExpired']);
    await screen.findByText(
      'The SMS code has expired. Please log in again with your phone number.',
    );
    // The phone number is kept and a new code is one click away.
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile phone number' }).value,
    ).toBe('0401234567');
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new code' }));

    // The new code starts a fresh countdown at 05:00.
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/verify'));
    expect(api.calls('POST', 'api/auth/sms/login').map((r) => r.body)).toEqual([
      { mobile_phone: '0401234567', blaId: null },
    ]);
    const fresh = await screen.findByRole('timer', { name: 'Time left' });
    expect(fresh.textContent).toBe('05:00');
    act(() => app.clock.advance(299_000));
    expect(fresh.textContent).toBe('00:01');
    expect(pathOf(app)).toBe('/login/sms/verify');
  });

  it('requires exactly four digits', async () => {
    const api = verifyApi({ status: 200, body: envelope({ token: 'T' }) });
    await renderApp({ path: '/login/sms/verify', state, api });
    await enterCode('12a');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This field cannot be empty'),
    );
    expect(api.calls('POST', 'api/auth/sms/verify')).toHaveLength(0);
  });

  it('stores the token and goes to the dashboard', async () => {
    const api = verifyApi({ status: 200, body: envelope({ token: 'tok-9', blaId: null }) });
    const app = await renderApp({ path: '/login/sms/verify', state, api });
    await enterCode('1234');
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard'));
    expect(api.calls('POST', 'api/auth/sms/verify')[0]?.body).toEqual({
      code: '1234',
      mobile_phone: '0401234567',
      affiliate_name: null,
      unique_affiliate_id: null,
      language: 'en',
    });
    expect(app.bridge.vault.storeToken).toHaveBeenCalledWith('tok-9');
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'user' });
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
  });

  it('sends the API language form (se for Swedish)', async () => {
    const api = verifyApi({ status: 200, body: envelope({ token: 'T' }) });
    await renderApp({ path: '/login/sms/verify', state, api });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Svenska');
    await user.type(await screen.findByRole('textbox', { name: 'Kod' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Bekräfta' }));
    await waitFor(() =>
      expect(api.calls('POST', 'api/auth/sms/verify')[0]?.body).toMatchObject({ language: 'se' }),
    );
  });

  it('goes to the loan application when blaId comes back', async () => {
    const api = verifyApi({ status: 200, body: envelope({ token: 'T', blaId: 77 }) });
    const app = await renderApp({ path: '/login/sms/verify', state, api });
    await enterCode('1234');
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/loan-application'));
  });

  it('uses the stored post-login path once', async () => {
    const api = verifyApi({ status: 200, body: envelope({ token: 'T' }) });
    const app = await renderApp({ path: '/login/sms/verify', state, api });
    app.store.set(postLoginRedirectAtom, '/dashboard/profile');
    await enterCode('1234');
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/profile'));
    expect(app.store.get(postLoginRedirectAtom)).toBeNull();
  });

  it.each([422, 400])(
    'shows the server error code of a %i, translated when known',
    async (status) => {
      const api = verifyApi({
        status,
        body: { message: 'invalid', errors: { code: ['CODE_INVALID'] } },
      });
      const app = await renderApp({ path: '/login/sms/verify', state, api });
      await enterCode('1234');
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('The code is incorrect.'),
      );
      expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(pathOf(app)).toBe('/login/sms/verify');
      expect(app.bridge.vault.storeToken).not.toHaveBeenCalled();
    },
  );

  it('a code the server says has expired leads back to the phone step like the countdown', async () => {
    const api = verifyApi({
      status: 422,
      body: { message: 'expired', errors: { code: ['CODE_EXPIRED'] } },
    });
    const app = await renderApp({ path: '/login/sms/verify', state, api });
    await enterCode('1234');
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.store.get(toastsAtom).map((t) => t.messageKey)).toEqual(['errors:smsCodeExpired']);
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeTruthy();
    expect(app.bridge.vault.storeToken).not.toHaveBeenCalled();
  });

  it('shows an unknown error code as it is', async () => {
    const api = verifyApi({
      status: 400,
      body: { message: 'bad', errors: { code: ['CODE_LOCKED'] } },
    });
    await renderApp({ path: '/login/sms/verify', state, api });
    await enterCode('1234');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('CODE_LOCKED'));
  });

  it('shows the server error text when the call fails without a code', async () => {
    const api = verifyApi({ network: true });
    await renderApp({ path: '/login/sms/verify', state, api });
    await enterCode('1234');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^We could not process your request/),
    );
  });
});
