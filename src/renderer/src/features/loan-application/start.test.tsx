import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { ACTIVE, borrowerProfile, makeApplication, offerFigures } from './test-application.ts';

const START = '/dashboard/borrower/loan-application';
const CREATE = 'api/borrower/loan-application';
const ccis = `${START}/ccis`;

/** A gateway whose active application is the one created, once it is (as the sandbox's is). */
function startApi(active: ReturnType<typeof makeApplication> | null = null) {
  let current = active;
  const api = createFakeApi();
  api.on('GET', ACTIVE, () => ({ status: 200, body: envelope(current) }));
  api.on('POST', CREATE, () => {
    current = makeApplication();
    return { status: 200, body: envelope({ loan_application: current, rejected: false }) };
  });
  return api;
}

const open = (path: string, api = startApi(), profile = borrowerProfile) =>
  renderApp({ path, vault: 'user', api, profile });

describe('the start with loanAmount and term (§4 step 1)', () => {
  it('creates an application when none is active and goes to the consent', async () => {
    const api = startApi();
    const app = await open(`${START}?loanAmount=5000&term=60`, api);
    await waitFor(() => expect(pathOf(app)).toBe(ccis));
    expect(api.calls('POST', CREATE).map((r) => r.body)).toEqual([{ amount: 5000, terms: 60 }]);
  });

  it('continues the active application without creating another', async () => {
    const api = startApi(makeApplication());
    const app = await open(`${START}?loanAmount=5000&term=60`, api);
    await waitFor(() => expect(pathOf(app)).toBe(ccis));
    expect(api.calls('POST', CREATE)).toHaveLength(0);
  });

  it('sends a rejected new application to loan-rejected', async () => {
    const api = startApi();
    // The rejected application stays active (91 days), so loan-rejected reads it again.
    api.sequence('GET', ACTIVE, [
      { status: 200, body: envelope(null) },
      { status: 200, body: envelope(makeApplication({ rejected: true })) },
    ]);
    api.on('POST', CREATE, {
      status: 200,
      body: envelope({ loan_application: makeApplication({ rejected: true }), rejected: true }),
    });
    const app = await open(`${START}?loanAmount=5000&term=60`, api);
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/loan-rejected`));
    await screen.findByText('You can apply for a loan again after 3 months, on 16.04.2026.');
  });

  it('sends an active application with a valid offer to view-offer', async () => {
    const app = await open(
      `${START}?loanAmount=5000&term=60`,
      startApi(makeApplication(offerFigures)),
    );
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/view-offer`));
  });

  it('goes to /dashboard/borrower when the application cannot be made', async () => {
    const api = startApi();
    api.on('POST', CREATE, { status: 500, body: { message: 'down' } });
    const app = await open(`${START}?loanAmount=5000&term=60`, api);
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower'));
  });

  it.each([
    ['a foreign user', { is_foreigner: true, verification_error_code: 0 }],
    ['a non-FI national', { nationality: 'SE' }],
  ])('sends %s to the investor dashboard without applying', async (_name, profile) => {
    const api = startApi();
    const app = await open(`${START}?loanAmount=5000&term=60`, api, profile);
    // The investor dashboard leads such a user on to the investor onboarding.
    await waitFor(() => expect(pathOf(app)).toMatch(/^\/(dashboard|onboarding)\/investor/));
    expect(api.calls('POST', CREATE)).toHaveLength(0);
  });

  it('does not apply with values out of range, and says why', async () => {
    const api = startApi();
    const app = await open(`${START}?loanAmount=25000&term=90`, api);
    await screen.findByText('Enter a whole number of euros from 1 to 20000.');
    screen.getByText('Enter a whole number of months from 1 to 84.');
    expect(pathOf(app)).toBe(START);
    expect(api.calls('POST', CREATE)).toHaveLength(0);
  });
});

describe('the start page without loanAmount and term', () => {
  it('asks for the amount and term, validates them, calculates and then applies', async () => {
    const api = startApi();
    const app = await open(START, api);
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Loan amount (€)' });
    const term = screen.getByRole('textbox', { name: 'Repayment period (months)' });
    await user.type(amount, '0');
    await user.type(term, '12');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByText('Enter a whole number of euros from 1 to 20000.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(await screen.findByRole('button', { name: 'Apply for the loan' }));
    await waitFor(() => expect(pathOf(app)).toBe(ccis));
    expect(api.calls('POST', CREATE).map((r) => r.body)).toEqual([{ amount: 3000, terms: 12 }]);
  });

  it('shows the active application’s summary and a continue button', async () => {
    const app = await open(START, startApi(makeApplication({ amount: 4500.5, terms: 36 })));
    await screen.findByText(/^€4\s500\.50$/);
    expect(screen.getByText('Repayment period (months)').nextElementSibling?.textContent).toBe(
      '36',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Continue the application' }));
    await waitFor(() => expect(pathOf(app)).toBe(ccis));
  });

  it('shows the rejection note with the reapply date instead of continuing', async () => {
    await open(START, startApi(makeApplication({ rejected: true })));
    await screen.findByText(
      'Your loan application was rejected. You can apply again after 3 months, on 16.04.2026.',
    );
    expect(screen.queryByRole('link', { name: 'Continue the application' })).toBeNull();
  });

  it('redirects a valid, unapproved offer to view-offer; an expired one stays', async () => {
    const app = await open(START, startApi(makeApplication(offerFigures)));
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/view-offer`));
    const expired = makeApplication({ ...offerFigures, created_at: '2026-01-12T09:00:00Z' });
    const again = await open(START, startApi(expired));
    await screen.findAllByRole('link', { name: 'Continue the application' });
    expect(pathOf(again)).toBe(START);
  });
});

describe('the broker paths', () => {
  it('continue the stored borrower onboarding at the start, with its query', async () => {
    const api = startApi();
    const app = await open('/borrower/onboarding?loanAmount=5000&term=60', api);
    await waitFor(() => expect(pathOf(app)).toBe(ccis));
    expect(api.calls('POST', CREATE).map((r) => r.body)).toEqual([{ amount: 5000, terms: 60 }]);
  });

  it('send an accepted broker offer to the loan application', async () => {
    const app = await open('/borrower/loan-offer/accept', startApi());
    await waitFor(() => expect(pathOf(app)).toBe(START));
    expect(app.api.calls('GET', ACTIVE).length).toBeGreaterThan(0);
  });
});
