import {
  dateFromDayNumber,
  dateParts,
  dayNumber,
  makeDate,
  type IsoDate,
} from '#shared/domain/finance/dates.ts';

/** Step multipliers of a value axis: 1, 2, 2.5 and 5 times a power of ten (2.5 only from 25). */
const NICE_STEPS = [1, 2, 2.5, 5] as const;

/**
 * Round tick values covering `low`–`high`: at most `maxCount` of them,
 * `step` apart, the step a "nice" number (1, 2, 2.5 or 5 × 10ⁿ) and at least `minStep`. The
 * first tick is at or below `low`, the last at or above `high`, so every value lies between them.
 * Three ticks are always allowed: a range across zero needs them (-s, 0, s), and they always fit.
 */
export function niceTicks(
  low: number,
  high: number,
  maxCount: number,
  minStep: number,
): { ticks: number[]; step: number } {
  const count = Math.max(3, Math.floor(maxCount));
  const rough = Math.max(minStep, (high - low) / (count - 1));
  for (let power = Math.floor(Math.log10(rough)) - 1; ; power++) {
    for (const multiplier of NICE_STEPS) {
      if (multiplier === 2.5 && power < 1) continue;
      const step = multiplier * 10 ** power;
      if (step < minStep) continue;
      const first = Math.floor(low / step);
      const last = Math.ceil(high / step);
      if (last - first + 1 <= count) {
        // toPrecision drops the float noise of a fractional step (0.1 × 3 = 0.30000000000000004).
        const ticks = Array.from({ length: last - first + 1 }, (_, i) =>
          Number(((first + i) * step).toPrecision(12)),
        );
        return { ticks, step };
      }
    }
  }
}

/** A calendar step of a time axis: days (counted from a Monday), months or years. */
interface DateStep {
  unit: 'day' | 'month' | 'year';
  count: number;
  /** Its shortest length in days: a month is at least 28 days, a year 365. */
  days: number;
}

const step = (unit: DateStep['unit'], count: number): DateStep => ({
  unit,
  count,
  days: count * { day: 1, month: 28, year: 365 }[unit],
});

const DATE_STEPS: readonly DateStep[] = [
  ...[1, 2, 7, 14].map((count) => step('day', count)),
  ...[1, 2, 3, 6].map((count) => step('month', count)),
  ...[1, 2, 5, 10, 25, 50, 100].map((count) => step('year', count)),
];

/** 1970-01-01 (day 0) was a Thursday: day 4 is the first Monday. */
const FIRST_MONDAY = 4;

/** The dates of one step within `first`–`last`, in order. */
function datesOfStep(first: IsoDate, last: IsoDate, step: DateStep): IsoDate[] {
  const dates: IsoDate[] = [];
  if (step.unit === 'day') {
    const start = dayNumber(first);
    const end = dayNumber(last);
    const offset = (((start - FIRST_MONDAY) % step.count) + step.count) % step.count;
    for (
      let day = offset === 0 ? start : start + step.count - offset;
      day <= end;
      day += step.count
    ) {
      dates.push(dateFromDayNumber(day));
    }
    return dates;
  }
  const from = dateParts(first);
  const to = dateParts(last);
  if (step.unit === 'month') {
    // Months counted from January of year 0, so that a 3-month step falls on quarters.
    for (
      let index = from.year * 12 + from.month - 1;
      index <= to.year * 12 + to.month - 1;
      index++
    ) {
      const date = makeDate(Math.floor(index / 12), (index % 12) + 1, 1);
      if (index % step.count === 0 && date >= first) dates.push(date);
    }
    return dates;
  }
  for (
    let year = Math.ceil(from.year / step.count) * step.count;
    year <= to.year;
    year += step.count
  ) {
    const date = makeDate(year, 1, 1);
    if (date >= first) dates.push(date);
  }
  return dates;
}

/**
 * Dates for a time axis over `first`–`last` (both included): those of the finest calendar step
 * (a day, two, a week from Monday, two weeks, a month, two, a quarter, half a year, a year…)
 * that is at least `minDays` long and has a date in the range. The caller derives `minDays`
 * from the room a date label needs, so a narrow axis gets fewer, coarser ticks and two labels
 * never meet. A range too short for any step's boundary gets its first day.
 */
export function dateTicks(first: IsoDate, last: IsoDate, minDays: number): IsoDate[] {
  for (const candidate of DATE_STEPS) {
    if (candidate.days < minDays) continue;
    const dates = datesOfStep(first, last, candidate);
    if (dates.length > 0) return dates;
  }
  return [first];
}
