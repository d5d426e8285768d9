import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formatCents } from '#shared/domain/format.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import LineChart from './LineChart.tsx';
import type { ChartSeries } from './series.ts';

const dates = ['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04'];
const series: ChartSeries[] = [
  { key: 'value', name: 'Value', tone: 'value', values: [100_000, 101_000, 99_000, 98_000] },
  { key: 'free', name: 'Free', tone: 'free', values: [40_000, 41_000, 39_000, 0] },
];
const money = (cents: number) => formatCents(cents, 'en');

function renderChart() {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <LineChart
        dates={dates}
        series={series}
        label={'A test chart'}
        readerLabel={'Read the test chart'}
        unit="day"
        formatValue={money}
        minStep={100}
      />
    </I18nextProvider>,
  );
  const reader = screen.getByRole('application', { name: 'Read the test chart' });
  const readout = () => document.querySelector('p')?.textContent;
  const announced = () => screen.getByRole('status').textContent;
  return { reader, readout, announced };
}

describe('LineChart', () => {
  it('draws value and date ticks in the user’s formats and shows the last day', () => {
    const { reader, readout, announced } = renderChart();
    const picture = within(reader).getByRole('img', { name: 'A test chart' });
    const ticks = Array.from(picture.querySelectorAll('text'), (text) => text.textContent);
    expect(ticks).toContain('€1\u00a0000.00');
    expect(ticks).toContain('01.03.2024');
    expect(picture.querySelectorAll('path')).toHaveLength(2);
    expect(readout()).toBe('04.03.2024Value €980.00Free €0.00');
    expect(announced()).toBe('');
    expect(reader.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(reader.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      'Left and right arrow keys move one day, Page Up and Page Down 30 days, Home and End go to the first and last day.',
    );
  });

  it('moves the readout along the days with the keys and announces it politely', async () => {
    const user = userEvent.setup();
    const { reader, readout, announced } = renderChart();
    await user.tab();
    expect(document.activeElement).toBe(reader);

    await user.keyboard('{ArrowLeft}');
    expect(readout()).toBe('03.03.2024Value €990.00Free €390.00');
    expect(announced()).toBe('03.03.2024: Value €990.00; Free €390.00');
    // A cursor marks the day: a line and a dot on each line.
    expect(reader.querySelectorAll('circle')).toHaveLength(2);

    await user.keyboard('{Home}');
    expect(announced()).toBe('01.03.2024: Value €1\u00a0000.00; Free €400.00');
    await user.keyboard('{ArrowLeft}');
    expect(announced()).toMatch(/^01\.03\.2024/);
    await user.keyboard('{ArrowRight}');
    expect(announced()).toMatch(/^02\.03\.2024/);
    await user.keyboard('{End}');
    expect(announced()).toMatch(/^04\.03\.2024/);
    await user.keyboard('{PageDown}');
    expect(announced()).toMatch(/^01\.03\.2024/);

    await user.tab();
    expect(reader.querySelectorAll('circle')).toHaveLength(0);
    expect(readout()).toMatch(/^04\.03\.2024/);
  });

  it('follows the pointer to the nearest day', () => {
    const { reader, readout } = renderChart();
    reader.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 240 });
    // jsdom has no PointerEvent with coordinates: a mouse event of the pointer's type stands in.
    act(() => {
      fireEvent(reader, new MouseEvent('pointermove', { bubbles: true, clientX: 100 }));
    });
    expect(readout()).toMatch(/^01\.03\.2024/);
    expect(reader.querySelectorAll('circle')).toHaveLength(2);
    // React reads leaving from the pointer going out to an element outside.
    act(() => {
      fireEvent(
        reader,
        new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body }),
      );
    });
    expect(readout()).toMatch(/^04\.03\.2024/);
  });
});
