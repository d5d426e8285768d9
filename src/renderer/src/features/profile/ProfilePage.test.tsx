import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '#shared/api/user.ts';
import { createFakeApi, type RecordedRequest } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const investor = (overrides: Partial<UserProfile> = {}) =>
  makeProfile({
    address: {
      line1: 'Mannerheimintie 1',
      line2: null,
      postcode: '00100',
      city: 'Helsinki',
      country: 'FI',
    },
    deposits: [{ mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' }],
    user_documents: [
      { id: 11, created_at: '2024-02-03T10:00:00Z', document: { type: 'investor_contract' } },
      { id: 12, created_at: '2024-02-03T10:00:00Z', document: { type: 'price_list' } },
    ],
    companies: [
      {
        id: 5,
        name: 'Oy Esimerkki Ab',
        business_code: '1234567-8',
        address: null,
        deposits: [],
        bank_accounts: [],
        legacy_companies: [],
        company_documents: [
          {
            id: 31,
            created_at: '2024-03-01T10:00:00Z',
            document: { type: 'company_investor_contract' },
          },
        ],
      },
    ],
    ...overrides,
  });

const patchReply = (base: UserProfile) => (request: RecordedRequest) => ({
  status: 200,
  body: envelope({ ...base, ...(request.body as Partial<UserProfile>) }),
});

describe('/dashboard/profile', () => {
  it('shows the details, documents, corporate accounts and the add-company button', async () => {
    await renderApp({ path: '/dashboard/profile', vault: 'user', profile: investor() });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getByText('Maija Meikäläinen')).toBeTruthy();
    expect(screen.getByText('Mannerheimintie 1')).toBeTruthy();
    expect(screen.getByText('00100 Helsinki')).toBeTruthy();
    expect(screen.getByText('Finland')).toBeTruthy();
    expect(screen.getByText('+358401234567')).toBeTruthy();
    expect(screen.getByText('maija@example.fi')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Download Investor contract, 03.02.2024' }),
    ).toBeTruthy();
    const company = screen.getByRole('article', { name: 'Oy Esimerkki Ab' });
    expect(within(company).getByText('Business ID 1234567-8')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add company' }).getAttribute('href')).toBe(
      '/dashboard/add-company',
    );
  });

  it('offers add company only to FI, non-foreign users with a signed contract', async () => {
    for (const profile of [
      investor({ deposits: [] }),
      investor({ nationality: 'SE' }),
      investor({ is_foreigner: true, verification_error_code: 0 }),
    ]) {
      const app = await renderApp({ path: '/dashboard/profile', vault: 'user', profile });
      await screen.findByRole('heading', { level: 1, name: 'Profile' });
      expect(screen.queryByRole('link', { name: 'Add company' })).toBeNull();
      app.unmount();
    }
  });

  it('saves the two consents independently, each with only its own field', async () => {
    const api = createFakeApi();
    const base = investor();
    api.on('GET', 'api/user', { status: 200, body: envelope(base) });
    api.on('PATCH', 'api/user', patchReply(base));
    await renderApp({ path: '/dashboard/profile', vault: 'user', api });
    const user = userEvent.setup();
    const email = await screen.findByRole('checkbox', { name: 'Send me offers by e-mail' });
    const sms = screen.getByRole('checkbox', { name: 'Send me offers by text message' });
    await user.click(email);
    await waitFor(() => expect(api.calls('PATCH', 'api/user')).toHaveLength(1));
    expect(api.calls('PATCH', 'api/user')[0]?.body).toEqual({ is_checked_email_offers: true });
    expect((email as HTMLInputElement).checked).toBe(true);
    expect((sms as HTMLInputElement).checked).toBe(false);
    await user.click(sms);
    await waitFor(() => expect(api.calls('PATCH', 'api/user')).toHaveLength(2));
    expect(api.calls('PATCH', 'api/user')[1]?.body).toEqual({ is_checked_sms_offers: true });
    await waitFor(() => expect((sms as HTMLInputElement).checked).toBe(true));
    expect((email as HTMLInputElement).checked).toBe(true);
  });

  it('rolls a failed consent back, leaves the other one and shows the error', async () => {
    const api = createFakeApi();
    const base = investor({ is_checked_email_offers: true });
    api.on('GET', 'api/user', { status: 200, body: envelope(base) });
    let release: () => void = () => undefined;
    api.on(
      'PATCH',
      'api/user',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 500 });
        }),
    );
    await renderApp({ path: '/dashboard/profile', vault: 'user', api });
    const user = userEvent.setup();
    const sms = await screen.findByRole('checkbox', { name: 'Send me offers by text message' });
    await user.click(sms);
    // Optimistic: ticked before the server answers.
    expect((sms as HTMLInputElement).checked).toBe(true);
    release();
    await screen.findByText(/We could not process your request/);
    expect((sms as HTMLInputElement).checked).toBe(false);
    const email = screen.getByRole('checkbox', { name: 'Send me offers by e-mail' });
    expect((email as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the latest click when an earlier save answers after it', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(investor()) });
    const answers: (() => void)[] = [];
    // The gateway's PATCH answer is not used: an empty body is enough.
    api.on(
      'PATCH',
      'api/user',
      () => new Promise((resolve) => answers.push(() => resolve({ status: 200, body: '' }))),
    );
    await renderApp({ path: '/dashboard/profile', vault: 'user', api });
    const user = userEvent.setup();
    const sms = await screen.findByRole('checkbox', { name: 'Send me offers by text message' });
    await user.click(sms);
    await user.click(sms);
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(api.calls('PATCH', 'api/user').map((r) => r.body)).toEqual([
      { is_checked_sms_offers: true },
      { is_checked_sms_offers: false },
    ]);
    answers[1]?.();
    await waitFor(() => expect((sms as HTMLInputElement).checked).toBe(false));
    answers[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((sms as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/We could not process your request/)).toBeNull();
  });

  it('saves the language to the profile once and applies it', async () => {
    const api = createFakeApi();
    const base = investor();
    api.on('GET', 'api/user', { status: 200, body: envelope(base) });
    api.on('PATCH', 'api/user', patchReply(base));
    await renderApp({ path: '/dashboard/profile', vault: 'user', api });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Language of the service' }),
      'sv',
    );
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    expect(api.calls('PATCH', 'api/user').map((r) => r.body)).toEqual([{ language: 'se' }]);
    expect(screen.getByText('Språket har sparats.')).toBeTruthy();
  });

  it('sets the theme on this device, applied at once and kept for the next start', async () => {
    const app = await renderApp({ path: '/dashboard/profile', vault: 'user', profile: investor() });
    const theme = await screen.findByRole('combobox', { name: 'Theme' });
    expect((theme as HTMLSelectElement).value).toBe('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);

    await userEvent.setup().selectOptions(theme, 'Dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('vertaislaina.theme')).toBe('"dark"');
    expect(app.api.calls('PATCH', 'api/user')).toEqual([]);

    await userEvent.setup().selectOptions(theme, 'Same as the system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(window.localStorage.getItem('vertaislaina.theme')).toBe('"system"');
  });

  it('downloads a document through the bridge and shows the result', async () => {
    const bridge = createFakeBridge({ token: 'T' });
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(investor()) });
    bridge.downloads.save
      .mockResolvedValueOnce({ status: 'failed', reason: 'http' } as never)
      .mockResolvedValueOnce({ status: 'saved', path: 'investor_contract_2024-02-03.pdf' } as never)
      .mockResolvedValueOnce({ status: 'canceled' });
    await renderApp({ path: '/dashboard/profile', vault: 'user', api, bridge });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', {
      name: 'Download Investor contract, 03.02.2024',
    });
    await user.click(button);
    expect(bridge.downloads.save).toHaveBeenLastCalledWith({
      kind: 'pdf',
      apiPath: 'api/document/download/11',
      suggestedName: 'investor_contract_2024-02-03.pdf',
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not process/);
    await user.click(button);
    await screen.findByText('Investor contract downloaded.');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Download Company investor contract, 01.03.2024' }),
    );
    expect(bridge.downloads.save).toHaveBeenLastCalledWith({
      kind: 'pdf',
      apiPath: 'api/document/company/download/31',
      suggestedName: 'company_investor_contract_2024-03-01.pdf',
    });
  });
});
