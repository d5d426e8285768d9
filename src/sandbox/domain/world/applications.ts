import {
  addMonths,
  dateParts,
  daysInMonth,
  makeDate,
  productsOfferedOn,
  type IsoDate,
} from '#shared/domain/finance/index.ts';
import type { LoanApplication } from '../engine/loans.ts';
import type { Behaviour } from '../engine/types.ts';
import { byDay } from './by-day.ts';
import { stream, type Prng } from './prng.ts';
import { SYNTHETIC_BORROWER_BASE, type WorldSettings } from './settings.ts';

/** A synthetic borrower's approved application and the day it is listed for funding. */
export interface Listing {
  day: IsoDate;
  application: LoanApplication;
}

// Short terms more often than long ones, as consumer loans go (and a smaller world to run).
const TERMS_MONTHS = [12, 12, 18, 24, 24, 36, 48, 60, 84] as const;

/** Most borrowers pay on time, some are late now and then, a few stop paying. */
function behaviour(prng: Prng): Behaviour {
  const draw = prng.next();
  if (draw < 0.82) return 'punctual';
  return draw < 0.95 ? 'tardy' : 'defaulter';
}

/** One month's listings; the month's own generator, so later months never shift earlier ones. */
function monthListings(settings: WorldSettings, monthIndex: number): Listing[] {
  const prng = stream(settings.seed, 1, monthIndex);
  const { year, month } = dateParts(addMonths(settings.start, monthIndex));
  const count = prng.int(...settings.loansPerMonth);
  return Array.from({ length: count }, (_, n) => {
    const day = makeDate(year, month, prng.int(1, daysInMonth(year, month)));
    return {
      day,
      application: {
        borrowerUserId: SYNTHETIC_BORROWER_BASE + monthIndex * 10 + n,
        // Only the products offered that day (no fixed-rate loan before 11.3.2021).
        product: prng.pick(productsOfferedOn(day)),
        // 1 000–20 000 € in steps of 500 €, small loans more often than large ones.
        amountCents: (2 + Math.floor(prng.next() ** 2 * 39)) * 50_000,
        termMonths: prng.pick(TERMS_MONTHS),
        dueDay: prng.int(1, 28),
        behaviour: behaviour(prng),
        behaviourSeed: prng.int(0, 0x7fff_ffff),
      },
    };
  });
}

/** Every listing from the world's start up to `until` (included), in listing order. */
export function loanListings(settings: WorldSettings, until: IsoDate): Listing[] {
  const listings: Listing[] = [];
  for (let index = 0; addMonths(settings.start, index) <= until; index += 1) {
    listings.push(...monthListings(settings, index).filter((listing) => listing.day <= until));
  }
  return listings.sort(byDay);
}
