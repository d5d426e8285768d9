import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '#shared/api/user.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { createApp } from '../create-app.tsx';
import { AppProviders } from '../providers.tsx';
import { RequiresSignedContract } from './RequiresSignedContract.tsx';
import { signedContractRedirect } from './signed-contract-redirect.ts';

const signed = { mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' };
const unsigned = { ...signed, has_signed_contract: false };
const legacyInvestor = { legacy_user_id: 77, legacy_role: 'investor' as const };
const legacyBorrower = { legacy_user_id: 78, legacy_role: 'borrower' as const };

describe('signedContractRedirect', () => {
  it('lets an investor with a signed contract through', () => {
    expect(signedContractRedirect(makeProfile({ deposits: [unsigned, signed] }))).toBeNull();
    expect(
      signedContractRedirect(makeProfile({ deposits: [signed], legacy_users: [legacyInvestor] })),
    ).toBeNull();
  });

  it('sends a user without a signed contract to investor onboarding', () => {
    expect(signedContractRedirect(makeProfile())).toBe('/onboarding/investor');
    expect(
      signedContractRedirect(makeProfile({ deposits: [unsigned], legacy_users: [legacyBorrower] })),
    ).toBe('/onboarding/investor');
  });

  it('sends a legacy investor without a signed contract to the fixed-rate portfolio', () => {
    expect(
      signedContractRedirect(makeProfile({ legacy_users: [legacyBorrower, legacyInvestor] })),
    ).toBe('/dashboard/investor/fixed-rate-portfolio/77');
  });

  it('sends a forced AML fill-in to the questionnaire, signed or not', () => {
    for (const deposits of [[signed], [unsigned], []]) {
      expect(signedContractRedirect(makeProfile({ deposits, force_aml_fill_in: true }))).toBe(
        '/onboarding/investor/aml',
      );
    }
  });
});

async function renderGuarded(profile: Partial<UserProfile>) {
  const api = createFakeApi();
  api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(profile)) });
  const bridge = createFakeBridge({ token: 'T' });
  const app = createApp({
    bridge,
    settings: await bridge.settings.get(),
    platform: 'web',
    adapter: api.adapter,
    initialEntries: ['/'],
  });
  const router = createMemoryRouter(
    [
      {
        element: <RequiresSignedContract />,
        children: [{ path: '/dashboard/investor', element: <p>investor page</p> }],
      },
      { path: '/onboarding/investor', element: <p>onboarding</p> },
      { path: '/onboarding/investor/aml', element: <p>aml</p> },
    ],
    { initialEntries: ['/dashboard/investor'] },
  );
  render(
    <AppProviders services={app.services} i18n={app.i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('<RequiresSignedContract>', () => {
  it('shows the investor page once the profile says the contract is signed', async () => {
    const router = await renderGuarded({ deposits: [signed] });
    await screen.findByText('investor page');
    expect(router.state.location.pathname).toBe('/dashboard/investor');
  });

  it('leads elsewhere without a signed contract or with a forced AML refill', async () => {
    const unsignedUser = await renderGuarded({ deposits: [unsigned] });
    await waitFor(() => expect(unsignedUser.state.location.pathname).toBe('/onboarding/investor'));
    const forced = await renderGuarded({ deposits: [signed], force_aml_fill_in: true });
    await waitFor(() => expect(forced.state.location.pathname).toBe('/onboarding/investor/aml'));
  });
});
