import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app/create-app.tsx';
import { AppProviders } from '../../app/providers.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import type { FakeApi, FakeReply } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import type { DepositPermission } from '../investor-deposit/index.ts';
import { DEPOSIT, portfolioApi, SIGNED_INVESTOR } from '../portfolio/test-portfolio.ts';
import { AutoinvestToggle } from './AutoinvestToggle.tsx';

const PAGE = '/dashboard/investor/fair-credit-portfolio';
const STATUS = `api/investor/deposit/${DEPOSIT}/auto-invest/status`;
const AUTOSELL = `api/investor/deposit/${DEPOSIT}/auto-sell/status`;
const TOGGLE = `api/investor/deposit/${DEPOSIT}/auto-invest/toggle`;

const autoinvest = (isActive: boolean, isEnabled = true): FakeReply => ({
  status: 200,
  body: envelope({ is_active: isActive, is_enabled: isEnabled, signing_right: null }),
});
const autosell = (active: boolean): FakeReply => ({
  status: 200,
  body: envelope({
    active,
    requestedAmount: active ? 1000 : 0,
    remainingAmountToSell: active ? 400 : 0,
  }),
});

/** The portfolio calls, autoinvest as given (a flip after each successful toggle), no autosell. */
function autoinvestApi(initiallyActive: boolean, toggleReply: FakeReply = { status: 200 }) {
  const api = portfolioApi();
  let active = initiallyActive;
  api.on('GET', STATUS, () => autoinvest(active));
  api.on('GET', AUTOSELL, autosell(false));
  api.on('PATCH', TOGGLE, () => {
    if ('status' in toggleReply && toggleReply.status === 200) active = !active;
    return toggleReply;
  });
  return api;
}

const openPortfolio = (api: FakeApi, path = PAGE) =>
  renderApp({ path, vault: 'user', profile: SIGNED_INVESTOR, api });

const theSwitch = () => screen.findByRole('switch', { name: 'Autoinvest' });

const noDialog = () => waitFor(() => expect(document.querySelector('dialog')).toBeNull());

/** The open confirmation, checked to be the dialog of that name. */
async function confirmation(name = 'Turn autoinvest off?'): Promise<HTMLElement> {
  const dialog = await waitFor(() => {
    const open = document.querySelector('dialog[open]');
    if (!(open instanceof HTMLDialogElement)) throw new Error('no dialog');
    return open;
  });
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  expect(title?.textContent).toBe(name);
  return dialog;
}

describe('the autoinvest switch on the portfolio', () => {
  it('turns autoinvest off only after Yes in the confirmation', async () => {
    const api = autoinvestApi(true);
    const app = await openPortfolio(api);
    const toggle = await theSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle);
    const dialog = await confirmation();
    expect(pathOf(app)).toBe(`${PAGE}/autoinvest`);
    expect(api.calls('PATCH', TOGGLE)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(pathOf(app)).toBe(PAGE));
    expect(api.calls('PATCH', TOGGLE)).toHaveLength(1);
    await noDialog();
    await waitFor(async () =>
      expect((await theSwitch()).getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('leaves autoinvest on when the confirmation is closed, by Close or by Escape', async () => {
    const api = autoinvestApi(true);
    const app = await openPortfolio(api);

    fireEvent.click(await theSwitch());
    const dialog = await confirmation();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(pathOf(app)).toBe(PAGE));

    fireEvent.click(await theSwitch());
    fireEvent.keyDown(await confirmation(), { key: 'Escape' });
    await waitFor(() => expect(pathOf(app)).toBe(PAGE));

    await noDialog();
    expect(api.calls('PATCH', TOGGLE)).toHaveLength(0);
    expect((await theSwitch()).getAttribute('aria-checked')).toBe('true');
  });

  it('turns autoinvest on at once, without a confirmation', async () => {
    const api = autoinvestApi(false);
    const app = await openPortfolio(api);
    const toggle = await theSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Off')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(api.calls('PATCH', TOGGLE)).toHaveLength(1));
    await noDialog();
    expect(pathOf(app)).toBe(PAGE);
    await waitFor(async () =>
      expect((await theSwitch()).getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('does not switch autoinvest on from the confirmation’s address when it is already off', async () => {
    const api = autoinvestApi(false);
    const app = await openPortfolio(api, `${PAGE}/autoinvest`);
    await waitFor(() => expect(pathOf(app)).toBe(PAGE));
    await noDialog();
    expect(api.calls('PATCH', TOGGLE)).toHaveLength(0);
  });

  it('is hidden while an autosell is active', async () => {
    const api = autoinvestApi(true);
    api.on('GET', AUTOSELL, autosell(true));
    await openPortfolio(api);
    await waitFor(() => expect(api.calls('GET', STATUS)).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET', AUTOSELL)).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('#portfolio dl')).not.toBeNull());
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Autoinvest' })).toBeNull();
  });

  it('says why when the gateway refuses the toggle during an autosell (409)', async () => {
    const api = autoinvestApi(false, {
      status: 409,
      body: { message: 'Autoinvest is off while autosell is active' },
    });
    await openPortfolio(api);
    fireEvent.click(await theSwitch());
    expect(
      await screen.findByText(
        'Autoinvest cannot be switched while your investments are being sold for a withdrawal.',
      ),
    ).toBeTruthy();
  });

  it('shows the server error text when the toggle fails, and keeps the confirmation open', async () => {
    const api = autoinvestApi(true, { status: 500 });
    const app = await openPortfolio(api);
    fireEvent.click(await theSwitch());
    const dialog = await confirmation();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'We could not process your request. Please try again. If the problem persists, contact customer support.',
    );
    expect(pathOf(app)).toBe(`${PAGE}/autoinvest`);
  });

  it('shows the confirmation in Finnish', async () => {
    const api = autoinvestApi(true);
    await openPortfolio(api, `${PAGE}/autoinvest/fi`);
    const dialog = await confirmation('Poistetaanko automaattisijoitus käytöstä?');
    expect(within(dialog).getByRole('button', { name: 'Kyllä' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sulje' })).toBeTruthy();
  });
});

/** The switch alone, for a company deposit with the given permission. */
async function renderCompanyToggle(permission: DepositPermission, api: FakeApi) {
  const bridge = createFakeBridge({ token: 'T' });
  const settings = await bridge.settings.get();
  const app = createApp({
    bridge,
    settings,
    i18n: createI18n(settings.language),
    platform: 'web',
    adapter: api.adapter,
    queryRetryDelay: 0,
    initialEntries: ['/'],
  });
  const deposit = { id: DEPOSIT, companyId: 501, firstCreatedOn: '2025-12-01' as const };
  const router = createMemoryRouter([
    { path: '/', element: <AutoinvestToggle deposit={deposit} permission={permission} /> },
  ]);
  render(
    <AppProviders services={app.services} i18n={app.i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the autoinvest switch of a company deposit', () => {
  it('is not available without the right to sign alone, with NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW', async () => {
    const api = autoinvestApi(false);
    await renderCompanyToggle('not-allowed', api);
    expect(await screen.findByText('Not available')).toBeTruthy();
    expect(
      screen.getByText(
        'Your signing right in the company does not allow withdrawals or switching autoinvest. Please contact customer service.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW when the gateway refuses the signing right (403)', async () => {
    const api = autoinvestApi(false, {
      status: 403,
      body: { message: 'Signing right does not allow withdrawal or autoinvest' },
    });
    await renderCompanyToggle('allowed', api);
    fireEvent.click(await theSwitch());
    expect(
      await screen.findByText(
        'Your signing right in the company does not allow withdrawals or switching autoinvest. Please contact customer service.',
      ),
    ).toBeTruthy();
  });

  it('can be switched on by a representative who signs alone', async () => {
    const api = autoinvestApi(false);
    await renderCompanyToggle('allowed', api);
    fireEvent.click(await theSwitch());
    await waitFor(() => expect(api.calls('PATCH', TOGGLE)).toHaveLength(1));
  });
});
