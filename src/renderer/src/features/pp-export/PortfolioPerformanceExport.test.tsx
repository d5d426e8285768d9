import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Base64DownloadRequest } from '#shared/bridge.ts';
import { envelope } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  KPIS_PATH,
  portfolioApi,
  SIGNED_INVESTOR,
  TRANSACTIONS_PATH,
} from '../portfolio/test-portfolio.ts';

const PAGE = '/dashboard/investor/fair-credit-portfolio';

/** The range's transactions as the gateway sends them (the list's default range ends 2026-01-15). */
const ROWS = [
  { created: '2026-01-10T10:00:00Z', from: 'DEP1', to: 'LN1', amount: -25, type: 'INVESTMENTS' },
  { created: '2026-01-10T10:00:00Z', from: 'LN1', to: 'DEP1', amount: 1.5, type: 'INTEREST_PAID' },
  { created: '2026-01-10T11:00:00Z', from: 'LN1', to: 'DEP1', amount: 2.25, type: 'INTEREST_PAID' },
  {
    created: '2026-01-10T10:00:00Z',
    from: 'DEP1',
    to: 'Vertaislaina Oy',
    amount: -1.88,
    type: 'ADMINISTRATION_FEE',
  },
  { created: '2026-01-05T08:00:00Z', from: 'FI00', to: 'DEP1', amount: 100, type: 'DEPOSIT' },
];

/** The fake API: the list answers by its `type`, the KPIs end at 23 745.25 €. */
function exportApi() {
  const api = portfolioApi();
  api.on('GET', TRANSACTIONS_PATH, (request) => {
    const { type } = request.params as { type: string };
    const rows = type === 'ALL' ? ROWS : ROWS.filter((row) => row.type === type);
    return { status: 200, body: envelope(rows) };
  });
  return api;
}

const decoded = (request: Base64DownloadRequest) =>
  new TextDecoder().decode(Uint8Array.from(atob(request.base64), (c) => c.charCodeAt(0)));

async function openExport(api = exportApi()) {
  const app = await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
  const section = document.getElementById('transactions');
  if (!section) throw new Error('no #transactions');
  const list = within(section);
  const control = within(await list.findByRole('group', { name: 'Portfolio Performance' }));
  const button = control.getByRole('button', { name: 'Export for Portfolio Performance' });
  const saved = async (): Promise<Base64DownloadRequest> => {
    await waitFor(() => expect(app.bridge.downloads.saveBase64).toHaveBeenCalled());
    const [request] = app.bridge.downloads.saveBase64.mock.calls.at(-1) ?? [];
    if (!request) throw new Error('nothing saved');
    return request;
  };
  return { ...app, list, control, button, saved };
}

describe('Export for Portfolio Performance', () => {
  it('offers Portfolio Performance’s languages, the interface’s chosen', async () => {
    const { control } = await openExport();
    const select = control.getByRole('combobox', { name: 'Language of Portfolio Performance' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Suomi', 'Deutsch']);
    expect(select).toHaveProperty('value', 'en');
  });

  it('saves the list’s range, every type, with the opening value, as an English CSV', async () => {
    const exported = await openExport();
    exported.bridge.downloads.saveBase64.mockResolvedValue({
      status: 'saved',
      path: '/downloads/file.csv',
    });
    const user = userEvent.setup();
    // A filter on the list does not narrow the export.
    await user.click(exported.list.getByRole('button', { name: 'Deposit' }));
    await user.click(exported.button);
    const request = await exported.saved();
    expect(request).toMatchObject({
      kind: 'csv',
      suggestedName: 'portfolio-performance_2025-12-15_2026-01-15_en.csv',
    });
    expect(decoded(request)).toBe(
      [
        'Date,Type,Value,Transaction Currency,Note',
        '2025-12-15,Deposit,23643.38,EUR,Opening value of the portfolio',
        '2026-01-05,Deposit,100.00,EUR,Deposit',
        '2026-01-10,Interest,3.75,EUR,"Interest paid, 2 transactions"',
        '2026-01-10,Fees,-1.88,EUR,Administration fee',
        '',
      ].join('\r\n'),
    );
    const kpiCalls = exported.api.requests.filter((r) => r.path === KPIS_PATH);
    expect(kpiCalls.map((r) => r.params)).toContainEqual({
      from_date: '2025-12-15',
      to_date: '2026-01-15',
    });
    expect(
      await exported.control.findByText('Saved for Portfolio Performance: /downloads/file.csv'),
    ).toBeTruthy();
  });

  it('saves a Finnish file for a Finnish Portfolio Performance', async () => {
    const exported = await openExport();
    const user = userEvent.setup();
    await user.selectOptions(exported.control.getByRole('combobox'), 'fi');
    await user.click(exported.button);
    const request = await exported.saved();
    expect(request.suggestedName).toBe('portfolio-performance_2025-12-15_2026-01-15_fi.csv');
    expect(decoded(request).split('\r\n').slice(0, 4)).toEqual([
      'Päivämäärä;Tyyppi;Arvo;Tapahtuman valuutta;Kommentti',
      '2025-12-15;Talletus;23643,38;EUR;Salkun alkuarvo',
      '2026-01-05;Talletus;100,00;EUR;Talletus',
      '2026-01-10;Korko;3,75;EUR;Maksettu korko, 2 tapahtumaa',
    ]);
  });

  it('is not on the dashboard’s short list', async () => {
    await renderApp({
      path: '/dashboard/investor',
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api: exportApi(),
    });
    const section = document.getElementById('transactions');
    if (!section) throw new Error('no #transactions');
    await within(section).findAllByRole('button', { name: 'Deposit' });
    expect(within(section).queryByRole('group', { name: 'Portfolio Performance' })).toBeNull();
  });

  it('shows the server error text when the figures cannot be loaded, and saves nothing', async () => {
    const api = exportApi();
    const exported = await openExport(api);
    api.on('GET', KPIS_PATH, { status: 500 });
    await userEvent.setup().click(exported.button);
    expect((await exported.control.findByRole('alert')).textContent).toMatch(
      /could not process your request/,
    );
    expect(exported.bridge.downloads.saveBase64).not.toHaveBeenCalled();
  });
});
