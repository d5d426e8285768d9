import { makeDate, type IsoDate } from '../finance/dates.ts';
import type { TransactionRow } from '../transaction-table.ts';
import { TRANSACTION_TYPES } from '../transactions.ts';
import { valueChange } from './mapping.ts';

/**
 * The value changes of one Helsinki day of one transaction type, in one direction: a year of a
 * portfolio is thousands of interest and fee rows, and Portfolio Performance computes with dates
 * only, so a day's rows of a type are one account transaction without changing any figure.
 */
export interface DayBooking {
  date: IsoDate;
  /** The portfolio's transaction type. */
  type: string;
  /** The change of the portfolio value, in cents: positive or negative, never 0. */
  cents: number;
  /** How many transactions it sums. */
  count: number;
}

const HOUR_MS = 3_600_000;

const helsinkiParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Helsinki calendar date of instants, one formatting per hour: Helsinki's offset from UTC is
 * whole hours, so every instant of a UTC hour falls on the same date there.
 */
function helsinkiDates(): (created: string) => IsoDate {
  const byHour = new Map<number, IsoDate>();
  return (created) => {
    const ms = Date.parse(created);
    if (Number.isNaN(ms)) throw new RangeError(`Not a date-time: ${JSON.stringify(created)}`);
    const hour = Math.floor(ms / HOUR_MS);
    let date = byHour.get(hour);
    if (date === undefined) {
      const parts = helsinkiParts.formatToParts(hour * HOUR_MS);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      date = makeDate(part('year'), part('month'), part('day'));
      byHour.set(hour, date);
    }
    return date;
  };
}

const typeOrder = (type: string): number => {
  const index = (TRANSACTION_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? TRANSACTION_TYPES.length : index;
};

const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Oldest first; within a day money in before money out, then in the type list's order. */
function byDateThenKind(a: DayBooking, b: DayBooking): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (Math.sign(a.cents) !== Math.sign(b.cents)) return b.cents - a.cents;
  return typeOrder(a.type) - typeOrder(b.type) || compareCodes(a.type, b.type);
}

/**
 * Sums transactions into day bookings, a row at a time (a caller with a million rows gives the
 * event loop turns between slices). What stays inside the portfolio adds nothing.
 */
export function createDailyBookings() {
  const dateOf = helsinkiDates();
  const bookings = new Map<string, DayBooking>();
  return {
    add(row: TransactionRow): void {
      const cents = valueChange(row.type, row.amountCents);
      if (cents === 0) return;
      const date = dateOf(row.created);
      // Date and sign have fixed widths, so the type (any text) can end the key.
      const key = `${date}${cents > 0 ? '+' : '-'}${row.type}`;
      const booking = bookings.get(key);
      if (booking) {
        booking.cents += cents;
        booking.count += 1;
      } else {
        bookings.set(key, { date, type: row.type, cents, count: 1 });
      }
    },
    /** The bookings so far, oldest first. */
    list(): DayBooking[] {
      return [...bookings.values()].map((booking) => ({ ...booking })).sort(byDateThenKind);
    },
  };
}

export type DailyBookings = ReturnType<typeof createDailyBookings>;
