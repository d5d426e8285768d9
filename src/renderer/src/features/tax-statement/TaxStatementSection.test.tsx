import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { portfolioApi, SIGNED_INVESTOR, TRANSACTIONS_PATH } from '../portfolio/test-portfolio.ts';

const PAGE = '/dashboard/investor/fair-credit-portfolio';

/** A history over two years; the manual clock's today is 15.1.2026, so 2026 is unfinished. */
const HISTORY = [
  {
    created: '2026-01-05T08:00:00.000Z',
    from: 'LN2',
    to: 'DEP1',
    amount: 4,
    type: 'INTEREST_PAID',
  },
  {
    created: '2025-06-01T08:00:00.000Z',
    from: 'LN1',
    to: 'DEP1',
    amount: 100,
    type: 'INTEREST_PAID',
  },
  {
    created: '2025-06-01T08:00:00.000Z',
    from: 'DEP1',
    to: 'Vertaislaina Oy',
    amount: -50,
    type: 'ADMINISTRATION_FEE',
  },
];

/** The statement's reads: the whole history, from the day before the first deposit account. */
const historyReads = (api: ReturnType<typeof portfolioApi>) =>
  api.requests.filter(
    (r) =>
      r.path === TRANSACTIONS_PATH &&
      JSON.stringify(r.params) ===
        JSON.stringify({ type: 'ALL', from_date: '2025-11-30', to_date: '2026-01-15' }),
  );

async function openStatement() {
  const api = portfolioApi();
  api.on('GET', TRANSACTIONS_PATH, { status: 200, body: envelope(HISTORY) });
  const bridge = createFakeBridge({ token: 'T' });
  await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api, bridge });
  const section = within(await screen.findByRole('region', { name: 'Tax statement' }));
  // The chart reads the same range for itself; the statement reads nothing until asked.
  await waitFor(() => expect(historyReads(api)).toHaveLength(1));
  fireEvent.click(section.getByRole('button', { name: 'Prepare the tax statement' }));
  return { api, bridge, section };
}

describe('the tax statement section', () => {
  it('reads the whole history once asked, and offers its years, the current one unfinished', async () => {
    const { api, section } = await openStatement();
    const year = await section.findByRole('combobox', { name: 'Tax year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026 (unfinished)', '2025']);
    // The last finished year first: its interest less the fee.
    expect((year as HTMLSelectElement).value).toBe('2025');
    expect(section.getByText('€100.00')).toBeTruthy();
    const history = api.requests.filter((r) => r.path === TRANSACTIONS_PATH).at(-1);
    expect(history?.params).toEqual({
      type: 'ALL',
      from_date: '2025-11-30',
      to_date: '2026-01-15',
    });
  });

  it('saves the chosen year as a PDF through the bridge', async () => {
    const { bridge, section } = await openStatement();
    fireEvent.click(await section.findByRole('button', { name: 'Save the tax statement (PDF)' }));
    await waitFor(() => expect(bridge.downloads.saveBase64).toHaveBeenCalledTimes(1));
    const request = bridge.downloads.saveBase64.mock.calls[0]?.[0];
    expect(request?.kind).toBe('pdf');
    expect(request?.suggestedName).toBe('tax-statement-2025-DEP1-en.pdf');
    expect(atob(request?.base64 ?? '').startsWith('%PDF-')).toBe(true);
  });

  it('saves the same lines as CSV', async () => {
    const { bridge, section } = await openStatement();
    fireEvent.click(await section.findByRole('button', { name: 'Save the same lines (CSV)' }));
    await waitFor(() => expect(bridge.downloads.saveBase64).toHaveBeenCalledTimes(1));
    const request = bridge.downloads.saveBase64.mock.calls[0]?.[0];
    expect(request?.kind).toBe('csv');
    const csv = new TextDecoder().decode(
      Uint8Array.from(atob(request?.base64 ?? ''), (c) => c.charCodeAt(0)),
    );
    expect(csv).toContain('Interest received;€100.00');
  });
});
