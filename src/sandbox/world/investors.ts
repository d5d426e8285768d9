import { addMonths, dateParts, makeDate, type IsoDate } from '#shared/domain/finance/index.ts';
import type { Investor } from '../domain/engine/types.ts';
import type { WorldEvent } from './events.ts';
import { stream, type Prng } from './prng.ts';
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

/** A whole number of thousands of euros in the range (given in euros), in cents. */
const thousands = (prng: Prng, [low, high]: readonly [number, number]): number =>
  prng.int(low / 1000, high / 1000) * 100_000;

/**
 * Each synthetic investor joins in the world's first month with its first transfer, autoinvest on,
 * and tops up on a day of each later quarter, up to `until` (settings.investorCapital).
 */
export function syntheticInvestorEvents(settings: WorldSettings, until: IsoDate): WorldEvent[] {
  const events: WorldEvent[] = [];
  const { first, topUp } = settings.investorCapital;
  for (let index = 0; index < settings.investors; index += 1) {
    const prng = stream(settings.seed, 2, index);
    const investor = syntheticInvestor(index);
    const { year, month } = dateParts(settings.start);
    const joined = makeDate(year, month, prng.int(1, 10));
    events.push(
      { day: joined, kind: 'transfer', investor, cents: thousands(prng, first) },
      { day: joined, kind: 'autoinvest', investor, active: true },
    );
    for (let quarter = 1; addMonths(settings.start, quarter * 3) <= until; quarter += 1) {
      const month = dateParts(addMonths(settings.start, quarter * 3 + prng.int(0, 2)));
      const day = makeDate(month.year, month.month, prng.int(1, 28));
      events.push({ day, kind: 'transfer', investor, cents: thousands(prng, topUp) });
    }
  }
  return events.filter((event) => event.day <= until);
}
