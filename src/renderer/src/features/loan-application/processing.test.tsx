import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import {
  makeApplication,
  offerFigures,
  step,
  withActive,
  type WireApplication,
} from './test-application.ts';

const AISP = '/dashboard/borrower/aisp';
const START = '/dashboard/borrower/loan-application';
const CHECK = step(42, 'kreditz/scoring-check');
const READY = step(42, 'kreditz/scoring-ready');
const OLDER = step(42, 'scoring/check');
const UPDATE = 'api/borrower/loan-application/42';
const PLAN_ROW = {
  dueDate: '2026-02-15',
  totalDue: 111,
  interest: 0.0666,
  fees: 12.5,
  principalAmount: 70,
  interestAmount: 28.5,
};
const status = (value: string) => ({ status: 200, body: envelope({ status: value }) });

// The active application as it reads once scored: view-offer, where the flow lands, shows it.
function scoringApi(application: WireApplication = makeApplication(offerFigures)): FakeApi {
  const api = withActive(createFakeApi(), application);
  api.on('PATCH', UPDATE, { status: 200, body: envelope(application) });
  api.on('GET', step(42, 'kreditz/redirect'), {
    status: 200,
    body: envelope({ redirect_url: 'http://api.test/__sandbox/providers/kreditz' }),
  });
  return api;
}

const approved = (overrides: Partial<WireApplication> = {}) => ({
  status: 200,
  body: envelope({
    approved: true,
    loanApplication: makeApplication({ approved: true, ...overrides }),
  }),
});

async function advance(app: Awaited<ReturnType<typeof renderApp>>, ms: number) {
  await act(async () => {
    app.clock.advance(ms);
    await Promise.resolve();
  });
}

describe('/dashboard/borrower/aisp: the kreditz scoring (§4 step 4)', () => {
  it('says not to refresh, polls every 10 s while pending, then shows the offer with defaults', async () => {
    const api = scoringApi();
    api.sequence('GET', CHECK, [
      status('SCORING_PENDING'),
      status('SOMETHING_ELSE'),
      status('SCORING_READY'),
    ]);
    api.on('GET', READY, approved());
    const app = await renderApp({ path: AISP, vault: 'user', api });
    await screen.findByText('Please do not refresh the page. This takes up to about a minute.');
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Processing your application…'),
    ).toBe(true);
    await waitFor(() => expect(api.calls('GET', CHECK)).toHaveLength(1));
    await advance(app, 9_999);
    expect(api.calls('GET', CHECK)).toHaveLength(1);
    await advance(app, 1);
    await waitFor(() => expect(api.calls('GET', CHECK)).toHaveLength(2));
    expect(pathOf(app)).toBe(AISP);
    await advance(app, 10_000);
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/view-offer`));
    // The first update is the scoring's (view-offer may save its own choices after it).
    expect(api.calls('PATCH', UPDATE)[0]?.body).toEqual({ due_date: 1, bank_account_id: 7 });
  });

  it('keeps a chosen due date and account', async () => {
    const chosen = { ...offerFigures, due_date: 15, bank_account_id: 7, payment_plan: [PLAN_ROW] };
    const api = scoringApi(makeApplication(chosen));
    api.on('GET', CHECK, status('SCORING_READY'));
    api.on('GET', READY, approved({ due_date: 15, bank_account_id: 7 }));
    const app = await renderApp({ path: AISP, vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/view-offer`));
    expect(api.calls('PATCH', UPDATE)).toHaveLength(0);
  });

  it('sends a not-approved result to loan-rejected', async () => {
    const api = scoringApi();
    api.on('GET', CHECK, status('SCORING_READY'));
    api.on('GET', READY, {
      status: 200,
      body: envelope({ approved: false, loanApplication: makeApplication() }),
    });
    const app = await renderApp({ path: AISP, vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/loan-rejected`));
  });

  it('sends SCORING_NOT_MAIN_ACCOUNT back to the frame with retry=true', async () => {
    const api = scoringApi();
    api.on('GET', CHECK, status('SCORING_NOT_MAIN_ACCOUNT'));
    const app = await renderApp({ path: AISP, vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/kreditz`));
    expect(app.router.state.location.search).toBe('?retry=true');
  });

  it('fails on SCORING_ERROR, with a way back, and stops polling', async () => {
    const api = scoringApi();
    api.on('GET', CHECK, status('SCORING_ERROR'));
    const app = await renderApp({ path: AISP, vault: 'user', api });
    await screen.findByText('We could not process your application. Please try again later.');
    expect(screen.getByRole('link', { name: 'Back to my loans' }).getAttribute('href')).toBe(
      '/dashboard/borrower',
    );
    await advance(app, 60_000);
    expect(api.calls('GET', CHECK)).toHaveLength(1);
    expect(pathOf(app)).toBe(AISP);
  });
});

describe('/dashboard/borrower/aisp: the older check of the redirect providers (§4 step 5)', () => {
  const redirectProvider = makeApplication({
    ...offerFigures,
    kreditz_check: false,
    service: 'nordigen-tink',
  });

  it('shows the offer on success, with the defaults', async () => {
    const api = scoringApi(redirectProvider);
    api.on('GET', OLDER, { status: 200, body: envelope({ success: true }) });
    const app = await renderApp({ path: AISP, vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/view-offer`));
    // The first update is the scoring's (view-offer may save its own choices after it).
    expect(api.calls('PATCH', UPDATE)[0]?.body).toEqual({ due_date: 1, bank_account_id: 7 });
    expect(api.calls('GET', CHECK)).toHaveLength(0);
  });

  it.each([
    [true, 'aisp-rejected'],
    [false, 'loan-rejected'],
  ])('sends a 400 with retry %s to %s', async (retry, target) => {
    const api = scoringApi(redirectProvider);
    api.on('GET', OLDER, { status: 400, body: { message: 'thin data', retry } });
    const app = await renderApp({ path: AISP, vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/${target}`));
  });

  it('shows an error for a failure that is not a 400', async () => {
    const api = scoringApi(redirectProvider);
    api.on('GET', OLDER, { status: 500, body: { message: 'down' } });
    const app = await renderApp({ path: AISP, vault: 'user', api });
    await screen.findByText('We could not process your application. Please try again later.');
    expect(pathOf(app)).toBe(AISP);
  });
});

describe('/aisp: the spec’s short path (borrower-and-shared.md §2)', () => {
  it('shows the same processing screen, polls, and goes on to the offer', async () => {
    const api = scoringApi();
    api.sequence('GET', CHECK, [status('SCORING_PENDING'), status('SCORING_READY')]);
    api.on('GET', READY, approved());
    const app = await renderApp({ path: '/aisp', vault: 'user', api });
    await screen.findByRole('heading', { level: 1, name: 'We are processing your application' });
    await screen.findByText('Please do not refresh the page. This takes up to about a minute.');
    expect(pathOf(app)).toBe('/aisp');
    await waitFor(() => expect(api.calls('GET', CHECK)).toHaveLength(1));
    await advance(app, 10_000);
    await waitFor(() => expect(pathOf(app)).toBe(`${START}/view-offer`));
  });
});
