import { addDays, dateParts, dayNumber, type IsoDate } from '#shared/domain/finance/dates.ts';

const HOUR_MS = 3_600_000;

const helsinkiHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The instant a Helsinki calendar day starts (Helsinki is UTC+2, or +3 in summer). */
export function helsinkiMidnightMs(date: IsoDate): number {
  const { year, month, day } = dateParts(date);
  const utcMidnight = Date.UTC(year, month - 1, day);
  const winter = utcMidnight - 2 * HOUR_MS;
  return helsinkiHour.format(winter) === '00' ? winter : utcMidnight - 3 * HOUR_MS;
}

/** The days of a range, first to last, and where each starts (one more: the end of the last). */
export interface DayGrid {
  dates: IsoDate[];
  /** `starts[i]` begins `dates[i]`; `starts[dates.length]` ends the range. */
  starts: Float64Array;
}

export function dayGrid(fromDate: IsoDate, toDate: IsoDate): DayGrid {
  const count = Math.max(0, dayNumber(toDate) - dayNumber(fromDate) + 1);
  const dates = Array.from({ length: count }, (_, i) => addDays(fromDate, i));
  const starts = new Float64Array(count + 1);
  dates.forEach((date, i) => {
    starts[i] = helsinkiMidnightMs(date);
  });
  starts[count] = helsinkiMidnightMs(addDays(toDate, 1));
  return { dates, starts };
}

/** The index of the day an instant falls on, or -1 outside the range (binary search). */
export function dayIndexOf(grid: DayGrid, ms: number): number {
  const { starts } = grid;
  const days = starts.length - 1;
  if (!(ms >= (starts[0] as number) && ms < (starts[days] as number))) return -1;
  let low = 0;
  let high = days - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}
