import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '#shared/api/user.ts';
import { createFakeApi, type FakeReply } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import alertStyles from '../../ui/Alert.module.css';

const SIGNED: Partial<UserProfile> = {
  deposits: [{ mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' }],
};
const STATUS = 'api/company/signing-right-status';
const CREATE = 'api/company';

function companyApi(status: FakeReply, create: FakeReply) {
  const api = createFakeApi();
  api.on('POST', STATUS, status);
  api.on('POST', CREATE, create);
  return api;
}
const ok = (data: unknown): FakeReply => ({ status: 200, body: envelope(data) });
const refused = (status: number, message: string): FakeReply => ({ status, body: { message } });

async function openModal(path: string, api = companyApi(ok({ status: 2 }), ok({ id: 503 }))) {
  const view = await renderApp({ path, vault: 'user', profile: SIGNED, api });
  await screen.findByRole('dialog', { name: 'Add company' });
  return view;
}

const field = () => screen.getByLabelText('Business ID');
const submit = () => screen.getByRole('button', { name: 'Add company' });

describe('the add-company modal', () => {
  it('enables submit only for digits with exactly one hyphen, showing no message', async () => {
    await openModal('/dashboard/add-company');
    const user = userEvent.setup();
    expect(submit()).toHaveProperty('disabled', true);
    for (const code of ['23456780', '234-567-80', '2345A78-0', '2345678-']) {
      await user.clear(field());
      await user.type(field(), code);
      expect(submit(), code).toHaveProperty('disabled', true);
    }
    await user.clear(field());
    await user.type(field(), '3141593-8');
    expect(submit()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the signing right, adds the company, then shows success and Continue to its AML', async () => {
    const { api, router } = await openModal('/dashboard/add-company');
    const user = userEvent.setup();
    await user.type(field(), '3141593-8');
    await user.click(submit());
    await screen.findByText(
      "The company has been added. Continue by answering the company's know-your-customer questions.",
    );
    expect(pathOf({ router })).toBe('/dashboard/add-company/503');
    const calls = api.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);
    expect(calls).toEqual([
      [STATUS, { business_code: '3141593-8' }],
      [CREATE, { business_code: '3141593-8' }],
    ]);
    // The profile is fetched again, so the new company shows in the profile and the dropdown.
    await waitFor(() => expect(api.calls('GET', 'api/user').length).toBe(2));
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(pathOf({ router })).toBe('/onboarding/company/503/investor/aml'));
  });

  it.each([
    [
      'a code the trade register does not know',
      companyApi(
        refused(404, 'The trade register has no company with the business code 3141593-8.'),
        ok({ id: 1 }),
      ),
      'The trade register has no company with the business code 3141593-8.',
    ],
    [
      'a user without signing right',
      companyApi(
        ok({ status: 0 }),
        refused(
          403,
          'You have no signing right in Norrhamn Logistik Ab (1618033-3), so you cannot add it.',
        ),
      ),
      'You have no signing right in Norrhamn Logistik Ab (1618033-3), so you cannot add it.',
    ],
    [
      'a company already added',
      companyApi(
        ok({ status: 2 }),
        refused(409, 'Lehtonen Invest Oy (2345678-0) has already been added to your account.'),
      ),
      'Lehtonen Invest Oy (2345678-0) has already been added to your account.',
    ],
    [
      'a malformed code (422)',
      companyApi(
        {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { business_code: ['The business code format is invalid.'] },
          },
        },
        ok({ id: 1 }),
      ),
      'The business code format is invalid.',
    ],
    [
      'a server error',
      companyApi(ok({ status: 2 }), refused(500, 'Server Error')),
      'We could not process your request. Please try again. If the problem persists, contact customer support.',
    ],
  ])(
    'shows the server’s message in a danger alert for %s, staying on the form',
    async (_name, api, message) => {
      const { router } = await openModal('/dashboard/add-company', api);
      const user = userEvent.setup();
      await user.type(field(), '3141593-8');
      await user.click(submit());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      // The form's danger alert, not the field's own error.
      expect(alert.className).toBe(alertStyles.danger);
      expect(field().getAttribute('aria-invalid')).not.toBe('true');
      expect(pathOf({ router })).toBe('/dashboard/add-company');
      expect(field()).toHaveProperty('value', '3141593-8');
    },
  );

  it('under the profile alias, keeps its path for the success and closes to the profile', async () => {
    const { router } = await openModal('/dashboard/profile/add-company');
    const user = userEvent.setup();
    await user.type(field(), '3141593-8');
    await user.click(submit());
    await screen.findByRole('link', { name: 'Continue' });
    expect(pathOf({ router })).toBe('/dashboard/profile/add-company/503');
  });

  it('under the investor alias, closes to the investor dashboard', async () => {
    const { router } = await openModal('/dashboard/investor/add-company');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(pathOf({ router })).toBe('/dashboard/investor'));
  });

  it.each([
    ['nationality other than FI', { ...SIGNED, nationality: 'SE' }],
    ['a foreign user', { ...SIGNED, is_foreigner: true, verification_error_code: 0 }],
    ['no signed contract', {}],
  ])('tells a user with %s that they cannot add a company', async (_name, profile) => {
    await renderApp({ path: '/dashboard/add-company', vault: 'user', profile });
    await screen.findByRole('dialog', { name: 'Add company' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Only Finnish customers who have signed the investor contract can add a company.',
    );
    expect(screen.queryByLabelText('Business ID')).toBeNull();
  });

  it('answers a company id that is not a number with not found', async () => {
    await renderApp({ path: '/dashboard/add-company/abc', vault: 'user', profile: SIGNED });
    await screen.findByRole('heading', { name: 'Page not found' });
  });
});
