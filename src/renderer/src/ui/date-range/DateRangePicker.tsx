import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { earliestDate, pickerYears, type DateRange } from '#shared/domain/date-range.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { formatDate } from '#shared/domain/format.ts';
import { checkDraft, draftOf, withYear, yearOf, type DateDraft } from './date-draft.ts';
import { useDeferredMount } from '../use-deferred-mount.ts';
import styles from './DateRangePicker.module.css';
import fieldStyles from '../fields.module.css';

export interface DateRangePickerProps {
  /** The group's name (e.g. "Period of the figures"). */
  label: string;
  /** The range in use: the inputs start from it. */
  value: DateRange;
  /** Today in Helsinki: dates after it are refused. */
  today: IsoDate;
  /** Called with a range only when it breaks none of the rules (investor.md §5). */
  onChange: (range: DateRange) => void;
}

type End = keyof DateDraft;

/**
 * Two dates written DD.MM.YYYY (the app's date format, whatever the system's locale), each with
 * a year list 70 years either side of this year (investor.md §5). An unreadable date, a range
 * in the future, starting before five years ago, longer than five years or reversed is explained
 * beside the inputs and never handed on.
 */
export function DateRangePicker({ label, value, today, onChange }: DateRangePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<DateDraft>(() => draftOf(value));
  const checked = checkDraft(draft, today);
  const problemsId = `${id}-problems`;
  const invalid = checked.problems.length > 0;

  const change = (end: End, date: string) => {
    const next = { ...draft, [end]: date };
    setDraft(next);
    const result = checkDraft(next, today);
    if (result.range) onChange(result.range);
  };

  // 141 options in each list, a third of a portfolio page's elements: the lists hold their
  // year alone in the render that mounts the picker and all their years in the one after.
  const allYears = useDeferredMount();
  const years = pickerYears(today);
  const endFields = (end: End) => {
    const inputId = `${id}-${end}`;
    const year = yearOf(draft[end]);
    return (
      <div className={styles.end}>
        <label className={fieldStyles.label} htmlFor={inputId}>
          {t(`dateRange:${end}`)}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          size={10}
          placeholder={t('dateRange:format')}
          className={invalid ? fieldStyles.invalid : fieldStyles.input}
          value={draft[end]}
          aria-invalid={invalid}
          aria-describedby={invalid ? problemsId : undefined}
          onChange={(event) => change(end, event.target.value)}
        />
        <select
          className={styles.year}
          aria-label={t(`dateRange:${end}Year`)}
          value={year ?? ''}
          onChange={(event) => change(end, withYear(draft[end], Number(event.target.value), today))}
        >
          {year === null ? <option value="" /> : null}
          {(allYears || year === null ? years : [year]).map((listed) => (
            <option key={listed} value={listed}>
              {listed}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{label}</legend>
      {endFields('from')}
      {endFields('to')}
      {invalid ? (
        <ul className={styles.problems} id={problemsId} role="alert">
          {checked.problems.map((problem) => (
            <li key={problem} className={fieldStyles.error}>
              {t(`dateRange:problems.${problem}`, { date: formatDate(earliestDate(today)) })}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
