import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const deposit = (signed: boolean) => ({
  mambu_deposit_id: 'D1',
  has_signed_contract: signed,
  created_at: '2024-01-01T00:00:00.000Z',
});

describe('/onboarding, a redirect-only path (investor.md §2)', () => {
  it('starts a signed-out visitor with identification, as /onboarding/investor does', async () => {
    const app = await renderApp({ path: '/onboarding' });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/identity-verification'));
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('starts a login of the old platform with identification too', async () => {
    const app = await renderApp({ path: '/onboarding', vault: 'investor' });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/identity-verification'));
  });

  it('sends a signed-in user without a deposit to the questionnaire', async () => {
    const app = await renderApp({ path: '/onboarding', vault: 'user', profile: { deposits: [] } });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/aml'));
  });

  it('sends a signed-in user with an unsigned deposit to the contract', async () => {
    const app = await renderApp({
      path: '/onboarding',
      vault: 'user',
      profile: { deposits: [deposit(false)] },
    });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/contract'));
  });

  it('sends a signed investor to the portfolio', async () => {
    const app = await renderApp({
      path: '/onboarding',
      vault: 'user',
      profile: { deposits: [deposit(true)] },
    });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/investor/fair-credit-portfolio'));
  });
});
