import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '#shared/domain/date-range.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { formatDate } from '#shared/domain/format.ts';
import { DateRangePicker, useHelsinkiToday } from '../../ui/date-range/index.ts';
import { acceptsLegacyRange, initialLegacyRange, legacyDay } from './legacy-range.ts';
import fieldStyles from '../../ui/fields.module.css';

export interface LegacyRange {
  range: DateRange;
  today: IsoDate;
  /** The last range chosen started before StartTime and was ignored. */
  ignored: boolean;
  /** Takes the range unless it starts before StartTime; says whether it did. */
  choose: (next: DateRange) => boolean;
}

/**
 * A legacy section's own range (investor.md §2, §5): it starts at StartTime (or five years back),
 * and a range starting before StartTime is ignored.
 */
export function useLegacyRange(startTime: string): LegacyRange {
  const today = useHelsinkiToday();
  const [range, setRange] = useState<DateRange>(() => initialLegacyRange(startTime, today));
  const [ignored, setIgnored] = useState(false);
  const choose = (next: DateRange): boolean => {
    const accepted = acceptsLegacyRange(next, startTime);
    setIgnored(!accepted);
    if (accepted) setRange(next);
    return accepted;
  };
  return { range, today, ignored, choose };
}

/** The range picker of a legacy section, and why a range it ignored was ignored. */
export function LegacyRangePicker({
  label,
  startTime,
  legacyRange,
  onChange = legacyRange.choose,
}: {
  label: string;
  startTime: string;
  legacyRange: LegacyRange;
  onChange?: (next: DateRange) => void;
}) {
  const { t } = useTranslation();
  const start = legacyDay(startTime);
  return (
    <>
      <DateRangePicker
        label={label}
        value={legacyRange.range}
        today={legacyRange.today}
        onChange={onChange}
      />
      {legacyRange.ignored && start !== null ? (
        <p className={fieldStyles.error} role="alert">
          {t('legacy:transactions.beforeStart', { date: formatDate(start) })}
        </p>
      ) : null}
    </>
  );
}
