import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tableOfRows, type TransactionRow } from '#shared/domain/transaction-table.ts';
import { createApp } from '../../app/create-app.tsx';
import { AppProviders } from '../../app/providers.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { LazyPortfolioChart } from './LazyPortfolioChart.tsx';

async function renderWithApp(children: ReactNode) {
  const bridge = createFakeBridge();
  const app = createApp({
    bridge,
    settings: await bridge.settings.get(),
    i18n: createI18n('en'),
    platform: 'web',
    adapter: createFakeApi().adapter,
    initialEntries: ['/'],
  });
  return render(
    <AppProviders services={app.services} i18n={app.i18n}>
      {children}
    </AppProviders>,
  );
}

const row = (created: string, type: string, amountCents: number): TransactionRow => ({
  created,
  from: null,
  to: null,
  amountCents,
  type,
});

const table = tableOfRows([
  row('2024-03-01T08:00:00.000Z', 'DEPOSIT', 100_000),
  row('2024-03-02T09:00:00.000Z', 'INVESTMENTS', -60_000),
  row('2024-03-03T09:00:00.000Z', 'WITHDRAWAL', -20_000),
]);

describe('LazyPortfolioChart', () => {
  it('draws the three lines with a label and the figures as a table', async () => {
    await renderWithApp(
      <LazyPortfolioChart table={table} fromDate="2024-03-01" toDate="2024-03-03" />,
    );
    const chart = await screen.findByRole('img', {
      name: /^Line chart of the portfolio value, invested capital and free capital, day by day, from 01\.03\.2024 to 03\.03\.2024/,
    });
    expect(chart.querySelectorAll('path')).toHaveLength(3);
    const figure = screen.getByRole('figure', {
      name: 'Changes in the portfolio from 01.03.2024 to 03.03.2024',
    });
    // The readout, above the plot, shows the last day's three values until the pointer or a key moves it.
    within(figure).getByRole('application', {
      name: 'Portfolio chart: read the values day by day',
    });
    expect(figure.querySelector('p')?.textContent).toBe(
      '03.03.2024Portfolio value €800.00Invested capital €600.00Free capital €200.00',
    );

    const figures = screen.getByRole('table', {
      name: 'The chart in figures, 01.03.2024–03.03.2024',
    });
    const cells = (name: string) =>
      within(within(figures).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Start, end, lowest, highest.
    expect(cells('Portfolio value')).toEqual([
      '€1\u00a0000.00',
      '€800.00',
      '€800.00',
      '€1\u00a0000.00',
    ]);
    expect(cells('Invested capital')).toEqual(['€0.00', '€600.00', '€0.00', '€600.00']);
    expect(cells('Free capital')).toEqual([
      '€1\u00a0000.00',
      '€200.00',
      '€200.00',
      '€1\u00a0000.00',
    ]);
  });

  it('shows levels when the balances at the end are given', async () => {
    await renderWithApp(
      <LazyPortfolioChart
        table={table}
        fromDate="2024-03-01"
        toDate="2024-03-03"
        atEnd={{ freeCents: 30_000, investedCents: 90_000 }}
      />,
    );
    await screen.findByRole('figure', { name: 'Portfolio from 01.03.2024 to 03.03.2024' });
    const figures = screen.getByRole('table');
    const value = within(figures).getByRole('rowheader', { name: 'Portfolio value' });
    expect(value.closest('tr')?.lastElementChild?.textContent).toBe('€1\u00a0400.00');
  });
});
