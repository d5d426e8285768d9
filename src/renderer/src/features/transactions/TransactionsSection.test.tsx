import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryCache, type QueryCacheNotifyEvent, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { NBSP } from '#shared/domain/format.ts';
import { tableOfRows } from '#shared/domain/transaction-table.ts';
import type { RecordedRequest } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  DEPOSIT,
  portfolioApi,
  SIGNED_INVESTOR,
  TRANSACTIONS_PATH,
} from '../portfolio/test-portfolio.ts';
import { firstRowsKey } from './queries.ts';

const PAGE = '/dashboard/investor/fair-credit-portfolio';

/** `count` deposits of 1–count euros on consecutive days of December 2025. */
const deposits = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    created: `2025-12-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
    from: 'FI7880001100234567',
    to: DEPOSIT,
    amount: i + 1,
    type: 'DEPOSIT',
  }));

async function openList(rows: unknown[]) {
  const api = portfolioApi();
  api.on('GET', TRANSACTIONS_PATH, { status: 200, body: envelope(rows) });
  const app = await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
  const section = document.getElementById('transactions');
  if (!section) throw new Error('no #transactions');
  return { ...app, list: within(section) };
}

/** The KPI range, whose chart asks for its own transactions: one day before the first deposit. */
const CHART_FROM = '2025-11-30';

/** The list's own requests (not the chart's). */
const listRequests = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.path === TRANSACTIONS_PATH)
    .map((r) => r.params)
    .filter(
      (params) =>
        !(typeof params === 'object' && params !== null && 'from_date' in params) ||
        params.from_date !== CHART_FROM,
    );

/** The body rows of the table, each as its cells' text. */
const bodyRows = () =>
  Array.from(document.querySelectorAll('#transactions tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
  );

describe('the transactions list', () => {
  it('asks for all types from one month back to today, then for the pressed filter', async () => {
    const { api, list } = await openList(deposits(3));
    await list.findByRole('table');
    expect(listRequests(api.requests)).toEqual([
      { type: 'ALL', from_date: '2025-12-15', to_date: '2026-01-15' },
    ]);
    const all = list.getByRole('button', { name: 'All' });
    const interest = list.getByRole('button', { name: 'Interest paid' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(interest.getAttribute('aria-pressed')).toBe('false');

    await userEvent.setup().click(interest);
    expect(interest.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(listRequests(api.requests)).toHaveLength(2));
    expect(listRequests(api.requests)[1]).toEqual({
      type: 'INTEREST_PAID',
      from_date: '2025-12-15',
      to_date: '2026-01-15',
    });
    await userEvent.setup().click(list.getByRole('button', { name: 'Credit losses' }));
    await waitFor(() => expect(listRequests(api.requests)).toHaveLength(3));
    expect(listRequests(api.requests)[2]).toMatchObject({ type: 'CREDIT_LOSS' });
  });

  it("starts the list's load as it renders, before the figures above it start theirs", async () => {
    // Which query began to fetch first, as the query cache sees them: the figures' section comes
    // before the list on the page, so its effects run first; the list's load must not wait for
    // the effects (in the app the worker's request then leaves before the page's others).
    const started: string[] = [];
    const notify = QueryCache.prototype.notify;
    const spy = vi.spyOn(QueryCache.prototype, 'notify').mockImplementation(function (
      this: QueryCache,
      event: QueryCacheNotifyEvent,
    ) {
      if (event.type === 'updated' && event.action.type === 'fetch') {
        const key = event.query.queryKey as QueryKey;
        started.push(key.slice(0, 2).map(String).join(' '));
      }
      notify.call(this, event);
    });
    try {
      const { list } = await openList(deposits(3));
      await list.findByRole('table');
    } finally {
      spy.mockRestore();
    }
    const list = started.indexOf(`transactions ${DEPOSIT}`);
    expect(list).toBeGreaterThanOrEqual(0);
    expect(list).toBeLessThan(started.indexOf('portfolio kpis'));
  });

  it('asks for a picked range and never for an invalid one', async () => {
    const { api, list } = await openList(deposits(1));
    await list.findByRole('table');
    const picker = list.getByRole('group', { name: 'Period of the transactions' });
    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '01.01.2020' } });
    expect(within(picker).getByRole('alert').textContent).toMatch(/earlier than 15\.01\.2021/);
    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '30.06.2025' } });
    await waitFor(() => expect(listRequests(api.requests)).toHaveLength(2));
    expect(listRequests(api.requests)).toEqual([
      { type: 'ALL', from_date: '2025-12-15', to_date: '2026-01-15' },
      { type: 'ALL', from_date: '2025-06-30', to_date: '2026-01-15' },
    ]);
  });

  it('shows 16 rows, then 10 more at a time, and no button once all are shown', async () => {
    const { list } = await openList(deposits(30));
    await list.findByRole('table');
    expect(bodyRows()).toHaveLength(16);
    expect(list.getByText('Showing 16 of 30 transactions')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Load more' }));
    expect(bodyRows()).toHaveLength(26);
    await user.click(list.getByRole('button', { name: 'Load more' }));
    expect(bodyRows()).toHaveLength(30);
    expect(list.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('starts again from 16 rows for another filter', async () => {
    const { list } = await openList(deposits(30));
    await list.findByRole('table');
    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Load more' }));
    expect(bodyRows()).toHaveLength(26);
    await user.click(list.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(16));
  });

  it('has no load-more button when 16 rows or fewer exist', async () => {
    const { list } = await openList(deposits(16));
    await list.findByRole('table');
    expect(bodyRows()).toHaveLength(16);
    expect(list.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the date, the type name, from, to and the amount with the sign of its type', async () => {
    const row = (type: string, amount: number) => ({
      created: '2026-01-02T23:30:00Z',
      from: 'A',
      to: 'B',
      amount,
      type,
    });
    const { list } = await openList([
      row('WITHDRAWAL', 50),
      row('DEPOSIT', -1234.5),
      row('INTEREST_PAID', -0.3),
      row('INVESTMENTS', -25),
      row('CREDIT_LOSS_AMOUNT', -3.1),
      row('ADMINISTRATION_FEE', -0.15),
      row('SOMETHING_NEW', 7),
    ]);
    await list.findByRole('table');
    expect(bodyRows()).toEqual([
      // 23:30 UTC on the 2nd is the 3rd in Helsinki.
      ['03.01.2026', 'Withdrawal', 'A', 'B', '-€50.00'],
      ['03.01.2026', 'Deposit', 'A', 'B', `€1${NBSP}234.50`],
      ['03.01.2026', 'Interest paid', 'A', 'B', '€0.30'],
      ['03.01.2026', 'Investment', 'A', 'B', '-€25.00'],
      ['03.01.2026', 'Credit loss', 'A', 'B', '-€3.10'],
      ['03.01.2026', 'Administration fee', 'A', 'B', '-€0.15'],
      ['03.01.2026', 'SOMETHING_NEW', 'A', 'B', '€7.00'],
    ]);
  });

  it('shows the first rows the loader hands over before the whole list, its count once it has come', async () => {
    const api = portfolioApi();
    let answer: (() => void) | undefined;
    api.on(
      'GET',
      TRANSACTIONS_PATH,
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: envelope(deposits(30)) });
        }),
    );
    const { app } = await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    await waitFor(() => expect(answer).toBeDefined());
    const request = {
      depositId: DEPOSIT,
      type: 'ALL',
      fromDate: '2025-12-15',
      toDate: '2026-01-15',
    } as const;
    const first = deposits(20).map((row) => ({ ...row, amountCents: row.amount * 100 }));
    act(() => {
      app.services.queryClient.setQueryData(firstRowsKey(request), tableOfRows(first));
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(16));
    expect(bodyRows()[0]?.[4]).toBe('€1.00');
    const section = within(document.getElementById('transactions') as HTMLElement);
    expect(section.getByText('Loading…')).toBeTruthy();
    expect(section.queryByText(/^Showing/)).toBeNull();
    expect(section.queryByRole('button', { name: 'Load more' })).toBeNull();
    const earlyTable = section.getByRole('table');
    act(() => {
      answer?.();
    });
    expect(await section.findByText('Showing 16 of 30 transactions')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Load more' })).toBeTruthy();
    // The rows on screen were updated in place, not unmounted and built again.
    expect(section.getByRole('table')).toBe(earlyTable);
    expect(bodyRows()).toHaveLength(16);
  });

  it('says when the range has no transactions', async () => {
    const { list } = await openList([]);
    expect(await list.findByText('No transactions in this period.')).toBeTruthy();
    expect(list.queryByRole('table')).toBeNull();
  });

  it('tells the reader to refresh the page when the list cannot be loaded', async () => {
    const api = portfolioApi();
    api.on('GET', TRANSACTIONS_PATH, { status: 503 });
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(
      await within(region).findByText('Something went wrong. Please refresh the page.'),
    ).toBeTruthy();
    expect(document.querySelector('#transactions table')).toBeNull();
  });
});
