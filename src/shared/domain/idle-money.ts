import { addDays, type IsoDate } from './finance/dates.ts';

/*
 * Idle money (issue 22 §4): free capital that autoinvest is not putting to work. The portfolio
 * page says so, and the desktop app notifies once, when the free capital has stayed above
 * IDLE_SHARE_PERCENT % of the portfolio's value for IDLE_DAYS days in a row while autoinvest is
 * on. The thresholds are the issue's own; no section of the spec names them.
 */

/** Free capital above this share of the value (free + invested), in percent, is idle. */
export const IDLE_SHARE_PERCENT = 10;
/** For this many days in a row, today included, before the app says so. */
export const IDLE_DAYS = 7;

/** A day's closing balances, in cents (today's: as they are now). */
export interface DayBalances {
  date: IsoDate;
  freeCents: number;
  valueCents: number;
}

/** Whether a day's free capital is above the share of its value (exactly, in integer cents). */
export function isIdleDay(day: Pick<DayBalances, 'freeCents' | 'valueCents'>): boolean {
  return day.valueCents > 0 && day.freeCents * 100 > IDLE_SHARE_PERCENT * day.valueCents;
}

export interface IdleEpisode {
  /** The first idle day of the run that reaches the last day. */
  since: IsoDate;
  /** Days in the run, the first and the last included. */
  days: number;
  /** The free capital now. */
  freeCents: number;
  /** The run reaches the first day known: it may have begun earlier. */
  atLeast: boolean;
}

/**
 * The run of idle days that ends on the last day (today), as an episode to tell of; null while
 * autoinvest is off (the money is meant to wait), or the run is shorter than IDLE_DAYS.
 * `days` runs from the earliest to the latest, one entry a day.
 */
export function idleEpisode(
  days: readonly DayBalances[],
  autoinvestOn: boolean,
): IdleEpisode | null {
  const last = days[days.length - 1];
  if (!autoinvestOn || last === undefined) return null;
  let first = days.length;
  while (first > 0 && isIdleDay(days[first - 1] as DayBalances)) first--;
  const run = days.length - first;
  if (run < IDLE_DAYS) return null;
  return {
    since: addDays(last.date, 1 - run),
    days: run,
    freeCents: last.freeCents,
    atLeast: first === 0,
  };
}

/**
 * Whether an episode is one not told of yet: nothing was told, or the run began after the day
 * it last was (so the money was put to work in between). A run that reaches back past that day
 * is the same episode.
 */
export function isNewEpisode(episode: IdleEpisode, toldOn: IsoDate | null): boolean {
  return toldOn === null || episode.since > toldOn;
}
