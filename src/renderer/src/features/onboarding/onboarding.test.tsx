import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IDENTITY_STORAGE_KEYS } from '../../state/identity.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const investorIdentity = {
  state: 'S-inv',
  goal: 'investor',
  isOver18: true,
  blaId: null,
  foreign: false,
};

async function fillDetails() {
  const user = userEvent.setup();
  await user.type(
    await screen.findByRole('textbox', { name: 'Mobile phone number' }),
    '0401234567',
  );
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'sijoittaja@example.fi');
  await user.type(
    screen.getByRole('textbox', { name: 'Confirm e-mail address' }),
    'sijoittaja@example.fi',
  );
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('investor onboarding', () => {
  it('/onboarding/investor leads to identity verification with the investor terms', async () => {
    const app = await renderApp({ path: '/onboarding/investor' });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/identity-verification'));
    await screen.findByRole('heading', { level: 1, name: 'Become an investor' });
    // Investors accept the terms together with the price list.
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions and the price list' });
  });

  it('ACCEPT in the price-list modal ticks the terms and the hidden price-list box', async () => {
    const app = await renderApp({ path: '/onboarding/investor/identity-verification' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('link', { name: 'terms and conditions and the price list' }),
    );
    await waitFor(() =>
      expect(pathOf(app)).toBe(
        '/onboarding/investor/identity-verification/terms-and-conditions-and-price-list',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/identity-verification'));
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'I accept the terms and conditions and the price list',
      }).checked,
    ).toBe(true);
    const hidden = document.querySelector<HTMLInputElement>(
      'input[name="accepted_terms_and_price_list"]',
    );
    expect(hidden?.hidden).toBe(true);
    expect(hidden?.checked).toBe(true);
  });

  it('provide-details needs an identity state or a foreign user', async () => {
    const app = await renderApp({ path: '/onboarding/investor/provide-details' });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/identity-verification'));
  });

  it('provide-details opens the terms and price list in a modal and keeps what was typed', async () => {
    sessionStorage.setItem(IDENTITY_STORAGE_KEYS.callback, JSON.stringify(investorIdentity));
    const app = await renderApp({ path: '/onboarding/investor/provide-details' });
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone number' });
    await user.type(phone, '0401234567');
    await user.click(screen.getByRole('link', { name: 'Terms and conditions and price list' }));
    await waitFor(() =>
      expect(pathOf(app)).toBe(
        '/onboarding/investor/provide-details/terms-and-conditions-and-price-list',
      ),
    );
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/provide-details'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Terms and conditions' }));
    await waitFor(() =>
      expect(pathOf(app)).toBe('/onboarding/investor/provide-details/terms-and-conditions'),
    );
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/provide-details'));
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile phone number' }).value,
    ).toBe('0401234567');
  });

  it('identity verification is not for foreign users', async () => {
    sessionStorage.setItem(IDENTITY_STORAGE_KEYS.foreign, 'true');
    const app = await renderApp({ path: '/onboarding/investor/identity-verification' });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/provide-details'));
  });

  it('registers an investor and verifies the phone, then goes to AML', async () => {
    sessionStorage.setItem(IDENTITY_STORAGE_KEYS.callback, JSON.stringify(investorIdentity));
    const api = createFakeApi();
    api.on('POST', 'api/auth/register', {
      status: 200,
      body: envelope({ state: 'S-inv', goal: 'investor' }),
    });
    api.on('POST', 'api/auth/verify', { status: 200, body: envelope({ token: 'tok-i' }) });
    const app = await renderApp({ path: '/onboarding/investor/provide-details', api });
    await fillDetails();
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/verify-phone-number'));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/aml'));
    expect(app.bridge.vault.storeToken).toHaveBeenCalledWith('tok-i');
  });

  it('a foreign investor uses the foreign endpoints', async () => {
    sessionStorage.setItem(
      IDENTITY_STORAGE_KEYS.callback,
      JSON.stringify({ ...investorIdentity, foreign: true }),
    );
    const api = createFakeApi();
    api.on('POST', 'api/auth/onboarding/investor/foreign', {
      status: 200,
      body: envelope({ state: 'S-f', goal: 'investor' }),
    });
    api.on('POST', 'api/auth/onboarding/investor/foreign/verify', {
      status: 200,
      body: envelope({ token: 'tok-f' }),
    });
    const app = await renderApp({ path: '/onboarding/investor/provide-details', api });
    await fillDetails();
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/verify-phone-number'));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/aml'));
    expect(api.calls('POST', 'api/auth/onboarding/investor/foreign/verify')[0]?.body).toEqual({
      code: '1234',
      mobile_phone: '0401234567',
      state: 'S-f',
    });
  });
});
