import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '#shared/domain/date-range.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { DateRangePicker } from './DateRangePicker.tsx';

const TODAY = '2026-01-15';

function renderPicker(
  value: DateRange = { from: '2025-12-15', to: TODAY },
  language = 'en' as const,
) {
  const onChange = vi.fn<(range: DateRange) => void>();
  render(
    <I18nextProvider i18n={createI18n(language)}>
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

describe('DateRangePicker', () => {
  it('hands on a valid range and limits the inputs to five years ago … today', () => {
    const picker = renderPicker();
    expect(picker.from.min).toBe('2021-01-15');
    expect(picker.from.max).toBe(TODAY);
    fireEvent.change(picker.from, { target: { value: '2025-06-01' } });
    expect(picker.onChange).toHaveBeenLastCalledWith({ from: '2025-06-01', to: TODAY });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a date in the future', () => {
    const picker = renderPicker();
    fireEvent.change(picker.to, { target: { value: '2026-01-16' } });
    expect(problems()).toBe('The dates cannot be in the future.');
    expect(picker.to.getAttribute('aria-invalid')).toBe('true');
    expect(picker.onChange).not.toHaveBeenCalled();
  });

  it('refuses a start before five years ago, naming the earliest date', () => {
    const picker = renderPicker();
    fireEvent.change(picker.from, { target: { value: '2021-01-14' } });
    expect(problems()).toBe(
      'The start date cannot be earlier than 15.01.2021.The range can be at most 5 years.',
    );
    expect(picker.onChange).not.toHaveBeenCalled();
    fireEvent.change(picker.from, { target: { value: '2021-01-15' } });
    expect(picker.onChange).toHaveBeenLastCalledWith({ from: '2021-01-15', to: TODAY });
  });

  it('refuses a range longer than five years', () => {
    const picker = renderPicker();
    fireEvent.change(picker.from, { target: { value: '2021-01-15' } });
    fireEvent.change(picker.to, { target: { value: '2026-01-16' } });
    expect(problems()).toBe('The dates cannot be in the future.The range can be at most 5 years.');
    expect(picker.onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a reversed range and a cleared date', () => {
    const picker = renderPicker();
    fireEvent.change(picker.from, { target: { value: '2026-01-10' } });
    fireEvent.change(picker.to, { target: { value: '2026-01-09' } });
    expect(problems()).toBe('The start date must not be after the end date.');
    fireEvent.change(picker.to, { target: { value: '' } });
    expect(problems()).toBe('Choose both a start date and an end date.');
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
    expect(picker.from.value).toBe('2025-02-28');
    expect(picker.onChange).toHaveBeenLastCalledWith({ from: '2025-02-28', to: TODAY });
    // A year of the list can still break a rule: it is explained, not sent.
    fireEvent.change(picker.fromYear, { target: { value: '1990' } });
    expect(problems()).toContain('The start date cannot be earlier than 15.01.2021.');
    expect(picker.onChange).toHaveBeenCalledTimes(1);
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
    fireEvent.change(screen.getByLabelText('Alkaen'), { target: { value: '2019-01-01' } });
    expect(problems()).toBe(
      'Alkupäivä ei voi olla aikaisempi kuin 15.01.2021.Aikaväli voi olla enintään 5 vuotta.',
    );
  });
});
