import {
  addMonths,
  dateParts,
  daysInMonth,
  makeDate,
  productsOfferedOn,
  type IsoDate,
  type LoanProduct,
} from '#shared/domain/finance/index.ts';
import type { LoanApplication } from '../domain/engine/loans.ts';
import type { Behaviour } from '../domain/engine/types.ts';
import { byDay } from './by-day.ts';
import { stream, type Prng } from './prng.ts';
import { SYNTHETIC_BORROWER_BASE, supplyOn, type WorldSettings } from './settings.ts';

/** A synthetic borrower's approved application and the day it is listed for funding. */
export interface Listing {
  day: IsoDate;
  application: LoanApplication;
}

/** Most borrowers pay on time, some are late now and then, a few stop paying. */
function behaviour(settings: WorldSettings, prng: Prng): Behaviour {
  const { punctual, tardy } = settings.payers;
  const draw = prng.next();
  if (draw < punctual) return 'punctual';
  return draw < punctual + tardy ? 'tardy' : 'defaulter';
}

/** The product of a loan granted on `day`: only those offered that day (product-history.ts). */
function product(settings: WorldSettings, prng: Prng, day: IsoDate): LoanProduct {
  const offered = productsOfferedOn(day);
  const draw = prng.next();
  return offered.includes('fixed') && draw < settings.fixedRateShare ? 'fixed' : 'reducing';
}

/** One month's listings; the month's own generator, so later months never shift earlier ones. */
function monthListings(settings: WorldSettings, monthIndex: number): Listing[] {
  const prng = stream(settings.seed, 1, monthIndex);
  const first = addMonths(settings.start, monthIndex);
  const { year, month } = dateParts(first);
  const count = prng.int(...supplyOn(settings, first));
  return Array.from({ length: count }, (_, n) => {
    const day = makeDate(year, month, prng.int(1, daysInMonth(year, month)));
    return {
      day,
      application: {
        borrowerUserId: SYNTHETIC_BORROWER_BASE + monthIndex * 100 + n,
        product: product(settings, prng, day),
        // 1 000–20 000 € in steps of 500 €, small loans more often than large ones.
        amountCents: (2 + Math.floor(prng.next() ** settings.amountSkew * 39)) * 50_000,
        termMonths: prng.pick(settings.termsMonths),
        dueDay: prng.int(1, 28),
        behaviour: behaviour(settings, prng),
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
