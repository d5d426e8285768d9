import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '#shared/domain/date-range.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { DateRangePicker } from './DateRangePicker.tsx';

const TODAY = '2026-01-15';

function renderPicker(value: DateRange = { from: '2025-12-15', to: TODAY }) {
  const onChange = vi.fn<(range: DateRange) => void>();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <DateRangePicker label="Period" value={value} today={TODAY} onChange={onChange} />
    </I18nextProvider>,
  );
  const group = screen.getByRole('group', { name: 'Period' });
  return {
    onChange,
    from: within(group).getByLabelText<HTMLInputElement>('From'),
    to: within(group).getByLabelText<HTMLInputElement>('To'),
    fromYear: within(group).getByRole<HTMLSelectElement>('combobox', {
      name: 'Year of the start date',
    }),
  };
}

const problems = () => screen.queryByRole('alert')?.textContent ?? '';
const type = (input: HTMLInputElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('DateRangePicker', () => {
  it('shows the range as DD.MM.YYYY and hands on a valid range', () => {
    const picker = renderPicker();
    expect(picker.from.value).toBe('15.12.2025');
    expect(picker.to.value).toBe('15.01.2026');
    type(picker.from, '1.6.2025');
    expect(picker.onChange).toHaveBeenLastCalledWith({ from: '2025-06-01', to: TODAY });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a date in the future', () => {
    const picker = renderPicker();
    type(picker.to, '16.01.2026');
    expect(problems()).toBe('The dates cannot be in the future.');
    expect(picker.to.getAttribute('aria-invalid')).toBe('true');
    expect(picker.to.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(picker.onChange).not.toHaveBeenCalled();
  });

  it('refuses a start before five years ago, naming the earliest date', () => {
    const picker = renderPicker();
    type(picker.from, '14.01.2021');
    expect(problems()).toBe(
      'The start date cannot be earlier than 15.01.2021.The range can be at most 5 years.',
    );
    expect(picker.onChange).not.toHaveBeenCalled();
    type(picker.from, '15.01.2021');
    expect(picker.onChange).toHaveBeenLastCalledWith({ from: '2021-01-15', to: TODAY });
  });

  it('refuses a range longer than five years', () => {
    const picker = renderPicker();
    type(picker.from, '15.01.2021');
    type(picker.to, '16.01.2026');
    expect(problems()).toBe('The dates cannot be in the future.The range can be at most 5 years.');
    expect(picker.onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a reversed range, a cleared date and a date it cannot read', () => {
    const picker = renderPicker();
    type(picker.from, '10.01.2026');
    type(picker.to, '09.01.2026');
    expect(problems()).toBe('The start date must not be after the end date.');
    type(picker.to, '');
    expect(problems()).toBe('Choose both a start date and an end date.');
    type(picker.to, '31.02.2025');
    expect(problems()).toBe('Write the dates as DD.MM.YYYY, for example 31.12.2025.');
    type(picker.to, '2026-01-12');
    expect(problems()).toBe('Write the dates as DD.MM.YYYY, for example 31.12.2025.');
    expect(picker.onChange).toHaveBeenCalledTimes(1);
  });

  it('offers 70 years either side of this year and moves the date to the chosen year', () => {
    const picker = renderPicker({ from: '2024-02-29', to: TODAY });
    const years = Array.from(picker.fromYear.options, (option) => Number(option.value));
    expect(years).toHaveLength(141);
    expect(years[0]).toBe(2096);
    expect(years.at(-1)).toBe(1956);
    expect(picker.fromYear.value).toBe('2024');
    fireEvent.change(picker.fromYear, { target: { value: '2025' } });
    expect(picker.from.value).toBe('28.02.2025');
    expect(picker.onChange).toHaveBeenLastCalledWith({ from: '2025-02-28', to: TODAY });
    // A year of the list can still break a rule: it is explained, not sent.
    fireEvent.change(picker.fromYear, { target: { value: '1990' } });
    expect(problems()).toContain('The start date cannot be earlier than 15.01.2021.');
    expect(picker.onChange).toHaveBeenCalledTimes(1);
  });

  it('lists each date’s own year alone in the render that mounts it, the other years after', () => {
    // A server render is the mounting render alone, without the background render after it.
    const mounting = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('en')}>
        <DateRangePicker
          label="Period"
          value={{ from: '2024-02-29', to: TODAY }}
          today={TODAY}
          onChange={() => undefined}
        />
      </I18nextProvider>,
    );
    const listed = Array.from(mounting.matchAll(/<option value="(\d+)"/g), ([, year]) => year);
    expect(listed).toEqual(['2024', '2026']);
    expect(renderPicker().fromYear.options).toHaveLength(141);
  });

  it('explains in Finnish', () => {
    render(
      <I18nextProvider i18n={createI18n('fi')}>
        <DateRangePicker
          label="Jakso"
          value={{ from: '2025-12-15', to: TODAY }}
          today={TODAY}
          onChange={() => undefined}
        />
      </I18nextProvider>,
    );
    type(screen.getByLabelText<HTMLInputElement>('Alkaen'), '01.01.2019');
    expect(problems()).toBe(
      'Alkupäivä ei voi olla aikaisempi kuin 15.01.2021.Aikaväli voi olla enintään 5 vuotta.',
    );
  });
});
