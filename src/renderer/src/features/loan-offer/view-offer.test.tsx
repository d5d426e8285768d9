import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCents } from '#shared/domain/format.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { OFFER_VALID_MS } from './offer.ts';
import {
  ACTIVE,
  NOW,
  OWN_ACCOUNTS,
  PATCH_PATH,
  STEP,
  offerApi,
  plan,
  profileWithCompanyAccounts,
  wireApplication,
} from './test-offer.ts';

const VIEW_OFFER = STEP('view-offer');
const SERVER_ERROR =
  'We could not process your request. Please try again. If the problem persists, contact customer support.';

async function openOffer(api = offerApi(), profile = profileWithCompanyAccounts) {
  const app = await renderApp({ path: VIEW_OFFER, vault: 'user', api, profile });
  await screen.findByRole('heading', { level: 1, name: 'Your loan offer' });
  return app;
}

/** The value shown beside a figure's term in the offer details. */
function figure(term: string): string {
  const dt = within(screen.getByLabelText('Offer details')).getByText(term);
  return dt.nextElementSibling?.textContent ?? '';
}

const dueDateSelect = () => screen.getByRole('combobox', { name: 'Due date' });
const accountSelect = () => screen.getByRole('combobox', { name: 'Bank account for the payout' });
const planRows = () =>
  within(screen.getByRole('table', { name: 'Payment plan' }))
    .getAllByRole('row')
    .slice(1);

describe('view-offer', () => {
  it('shows the offered amount with the first-year fee added, the fee itself nowhere', async () => {
    await openOffer();
    expect(figure('Loan amount')).toBe(formatCents(515_000, 'en'));
    expect(document.body.textContent).not.toContain(formatCents(500_000, 'en'));
    expect(document.body.textContent).not.toContain(formatCents(15_000, 'en'));
    expect(figure('Loan term')).toBe('24 months');
    expect(figure('Monthly installment')).toBe(formatCents(22_840, 'en'));
    expect(figure('Monthly account fee')).toBe(formatCents(1_250, 'en'));
    expect(figure('Total monthly payment')).toBe(formatCents(24_090, 'en'));
    expect(figure('Average nominal annual interest')).toBe('7.90%');
    expect(figure('Average effective annual interest')).toBe('11.27%');
  });

  it('writes the figures the Finnish way in Finnish', async () => {
    await renderApp({ path: `${VIEW_OFFER}/fi`, vault: 'user', api: offerApi() });
    await screen.findByRole('heading', { level: 1, name: 'Lainatarjouksesi' });
    const details = within(screen.getByLabelText('Tarjouksen tiedot'));
    const shown = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(shown('Lainan määrä')).toBe('5\u00a0150,00\u00a0€');
    expect(shown('Keskimääräinen nimellinen vuosikorko')).toBe('7,90\u00a0%');
    expect(screen.getByRole('option', { name: 'Kuukauden viimeinen päivä' })).toBeTruthy();
  });

  it('is valid for 3 days from its creation', async () => {
    const createdAt = new Date(NOW - OFFER_VALID_MS + 60_000).toISOString();
    await openOffer(offerApi(wireApplication({ created_at: createdAt })));
    expect(screen.getByText('The offer is valid until 15.01.2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to the contract' })).toBeTruthy();
  });

  it('has expired once 3 days have passed, with a way to start again', async () => {
    const createdAt = new Date(NOW - OFFER_VALID_MS).toISOString();
    const app = await renderApp({
      path: VIEW_OFFER,
      vault: 'user',
      api: offerApi(wireApplication({ created_at: createdAt })),
    });
    await screen.findByRole('heading', { level: 1, name: 'The loan offer has expired' });
    expect(screen.getByRole('alert').textContent).toContain('valid until 15.01.2026');
    expect(screen.queryByRole('button', { name: 'Continue to the contract' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Start a new application' }));
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/loan-application'));
  });

  it.each([
    ['no application', null],
    ['no offer', wireApplication({ amount_offered: null })],
    ['a rejected application', wireApplication({ rejected: true })],
  ])('sends back to the start with %s', async (_name, application) => {
    const app = await renderApp({ path: VIEW_OFFER, vault: 'user', api: offerApi(application) });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/loan-application'));
  });

  it('offers the due dates 1, 10, 15, 20, 25 and the last of the month', async () => {
    await openOffer();
    const options = within(dueDateSelect()).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['1', 'Day 1 of the month'],
      ['10', 'Day 10 of the month'],
      ['15', 'Day 15 of the month'],
      ['20', 'Day 20 of the month'],
      ['25', 'Day 25 of the month'],
      ['31', 'Last day of the month'],
    ]);
  });

  it("offers only the applicant's own accounts, never a company's", async () => {
    await openOffer();
    const options = within(accountSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(OWN_ACCOUNTS.map((a) => a.IBAN));
  });

  it("falls back to the profile's own accounts when the application has none", async () => {
    await openOffer(offerApi(wireApplication({ user: undefined, bank_account_id: 9 })));
    const options = within(accountSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['FI49 5000 9420 0287 30']);
  });

  it('saves the due date and the account together and shows the plan that comes back', async () => {
    const api = offerApi();
    api.on('PATCH', PATCH_PATH, (request) => {
      const body = request.body as { due_date: number; bank_account_id: number };
      const application = wireApplication({
        due_date: body.due_date,
        bank_account_id: body.bank_account_id,
        payment_plan: plan(24, body.due_date === 31 ? 28 : body.due_date),
      });
      return { status: 200, body: envelope(application) };
    });
    await openOffer(api);
    expect(planRows()[0]?.textContent).toContain('01.02.2026');
    const user = userEvent.setup();
    await user.selectOptions(dueDateSelect(), '15');
    await waitFor(() => expect(planRows()[0]?.textContent).toContain('15.02.2026'));
    await user.selectOptions(accountSelect(), '8');
    await waitFor(() => expect(api.calls('PATCH', PATCH_PATH)).toHaveLength(2));
    expect(api.calls('PATCH', PATCH_PATH).map((call) => call.body)).toEqual([
      { due_date: 15, bank_account_id: 7 },
      { due_date: 15, bank_account_id: 8 },
    ]);
  });

  it('saves due date 1 and the first own account at once when there is no plan yet', async () => {
    const api = offerApi(
      wireApplication({ payment_plan: null, due_date: null, bank_account_id: null }),
    );
    api.on('PATCH', PATCH_PATH, { status: 200, body: envelope(wireApplication()) });
    await openOffer(api);
    await waitFor(() => expect(planRows()).toHaveLength(10));
    expect(api.calls('PATCH', PATCH_PATH).map((call) => call.body)).toEqual([
      { due_date: 1, bank_account_id: 7 },
    ]);
  });

  it('says so, saves nothing and cannot continue without an own account', async () => {
    const api = offerApi(
      wireApplication({ user: { id: 1, bank_accounts: [] }, payment_plan: null }),
    );
    await openOffer(api);
    expect(screen.getByRole('alert').textContent).toContain('no bank account of yours');
    expect(api.calls('PATCH', PATCH_PATH)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Continue to the contract' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('does not save anything on opening when the plan is there', async () => {
    const api = offerApi();
    await openOffer(api);
    expect(planRows()).toHaveLength(10);
    expect(api.calls('PATCH', PATCH_PATH)).toHaveLength(0);
  });

  it('shows the plan 10 rows at a time, then fewer again', async () => {
    await openOffer();
    const user = userEvent.setup();
    expect(planRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show less' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(planRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(planRows()).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText('Showing 24 of 24 installments')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(planRows()).toHaveLength(10);
  });

  it("shows a 422's first message at its field and keeps the choice", async () => {
    const api = offerApi();
    api.on('PATCH', PATCH_PATH, {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { due_date: ['The due date cannot be changed now.', 'Second message'] },
      },
    });
    await openOffer(api);
    const user = userEvent.setup();
    await user.selectOptions(dueDateSelect(), '20');
    await screen.findByText('The due date cannot be changed now.');
    expect(dueDateSelect().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Second message')).toBeNull();
    expect(dueDateSelect()).toHaveProperty('value', '20');
    expect(screen.getByRole('button', { name: 'Continue to the contract' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows any other failure in a danger alert and keeps the choice', async () => {
    const api = offerApi();
    api.on('PATCH', PATCH_PATH, { status: 500, body: { message: 'Server Error' } });
    await openOffer(api);
    const user = userEvent.setup();
    await user.selectOptions(accountSelect(), '8');
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_ERROR);
    expect(accountSelect()).toHaveProperty('value', '8');
  });

  it('continues to the contract', async () => {
    const app = await openOffer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to the contract' }));
    await waitFor(() => expect(pathOf(app)).toBe(STEP('sign-contract')));
  });

  it('reads the active application', async () => {
    const api = offerApi();
    await openOffer(api);
    expect(api.calls('GET', ACTIVE).length).toBeGreaterThan(0);
  });
});
