import { describe, expect, it } from 'vitest';
import { addDays } from './finance/dates.ts';
import {
  IDLE_DAYS,
  IDLE_SHARE_PERCENT,
  idleEpisode,
  isIdleDay,
  isNewEpisode,
} from './idle-money.ts';

const TODAY = '2026-01-15';

/** Closing balances ending today, one a day: [free, value] in cents, the earliest first. */
const daysOf = (balances: ReadonlyArray<[number, number]>) =>
  balances.map(([freeCents, valueCents], index) => ({
    date: addDays(TODAY, index - balances.length + 1),
    freeCents,
    valueCents,
  }));

const idle: [number, number] = [150_000, 1_000_000];
const busy: [number, number] = [50_000, 1_000_000];

describe('idle money', () => {
  it('is free capital above 10 % of the value, never exactly 10 %, never in an empty portfolio', () => {
    expect(IDLE_SHARE_PERCENT).toBe(10);
    expect(isIdleDay({ freeCents: 100_001, valueCents: 1_000_000 })).toBe(true);
    expect(isIdleDay({ freeCents: 100_000, valueCents: 1_000_000 })).toBe(false);
    expect(isIdleDay({ freeCents: 0, valueCents: 0 })).toBe(false);
    expect(isIdleDay({ freeCents: 500, valueCents: 500 })).toBe(true);
  });

  it('is told of after 7 days in a row, today included, not after 6', () => {
    expect(IDLE_DAYS).toBe(7);
    expect(idleEpisode(daysOf([busy, ...Array<[number, number]>(6).fill(idle)]), true)).toBeNull();
    expect(idleEpisode(daysOf([busy, ...Array<[number, number]>(7).fill(idle)]), true)).toEqual({
      since: '2026-01-09',
      days: 7,
      freeCents: 150_000,
      atLeast: false,
    });
  });

  it('counts only the run that reaches today, with today’s free capital', () => {
    const days = daysOf([
      ...Array<[number, number]>(9).fill(idle),
      busy,
      ...Array<[number, number]>(8).fill(idle),
      [180_000, 1_200_000],
    ]);
    expect(idleEpisode(days, true)).toMatchObject({
      since: '2026-01-07',
      days: 9,
      freeCents: 180_000,
    });
    expect(idleEpisode(daysOf([...Array<[number, number]>(8).fill(idle), busy]), true)).toBeNull();
  });

  it('says when the run reaches back past the first day known', () => {
    expect(idleEpisode(daysOf(Array<[number, number]>(31).fill(idle)), true)).toEqual({
      since: '2025-12-16',
      days: 31,
      freeCents: 150_000,
      atLeast: true,
    });
  });

  it('is nothing while autoinvest is off: the money is meant to wait', () => {
    expect(idleEpisode(daysOf(Array<[number, number]>(10).fill(idle)), false)).toBeNull();
    expect(idleEpisode([], true)).toBeNull();
  });

  it('is a new episode only when its run began after the day it was last told of', () => {
    const episode = idleEpisode(daysOf([busy, ...Array<[number, number]>(7).fill(idle)]), true);
    if (episode === null) throw new Error('no episode');
    expect(isNewEpisode(episode, null)).toBe(true);
    expect(isNewEpisode(episode, '2026-01-09')).toBe(false);
    expect(isNewEpisode(episode, '2026-01-12')).toBe(false);
    expect(isNewEpisode(episode, '2026-01-08')).toBe(true);
  });
});
