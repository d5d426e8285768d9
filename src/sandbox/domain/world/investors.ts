import { addMonths, dateParts, makeDate, type IsoDate } from '#shared/domain/finance/index.ts';
import type { Investor } from '../engine/types.ts';
import type { WorldEvent } from './events.ts';
import { stream } from './prng.ts';
import { SYNTHETIC_DEPOSIT_BASE, type WorldSettings } from './settings.ts';

/**
 * The synthetic investors are company deposits (institutional money) with no deposits row:
 * autoinvest serves personal deposits first and then company ones by id, so every persona's
 * deposit, personal or company, takes its part of a loan before these fill the rest.
 */
export const syntheticInvestor = (index: number): Investor => ({
  owner: 'company-deposit',
  depositId: SYNTHETIC_DEPOSIT_BASE + index + 1,
});

/**
 * Each synthetic investor joins in the world's first month with 30 000–60 000 €, autoinvest on,
 * and tops up 2 000–10 000 € on a day of each later quarter, up to `until`.
 */
export function syntheticInvestorEvents(settings: WorldSettings, until: IsoDate): WorldEvent[] {
  const events: WorldEvent[] = [];
  for (let index = 0; index < settings.investors; index += 1) {
    const prng = stream(settings.seed, 2, index);
    const investor = syntheticInvestor(index);
    const { year, month } = dateParts(settings.start);
    const joined = makeDate(year, month, prng.int(1, 10));
    events.push(
      { day: joined, kind: 'transfer', investor, cents: prng.int(30, 60) * 100_000 },
      { day: joined, kind: 'autoinvest', investor, active: true },
    );
    for (let quarter = 1; addMonths(settings.start, quarter * 3) <= until; quarter += 1) {
      const first = dateParts(addMonths(settings.start, quarter * 3 + prng.int(0, 2)));
      const day = makeDate(first.year, first.month, prng.int(1, 28));
      events.push({ day, kind: 'transfer', investor, cents: prng.int(2, 10) * 100_000 });
    }
  }
  return events.filter((event) => event.day <= until);
}
