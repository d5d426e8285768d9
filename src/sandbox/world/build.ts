import { addDays } from '#shared/domain/finance/index.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { SqlDatabase } from '../db/database.ts';
import { listLoan } from '../domain/engine/loans.ts';
import type { Persona } from '../personas/types.ts';
import { loanListings } from './applications.ts';
import { borrowerPaymentEvents, listPersonaLoans } from './borrower-stories.ts';
import { playEvents } from './events.ts';
import { syntheticInvestorEvents } from './investors.ts';
import { legacyBorrowerLoanEvents } from './legacy-borrower-stories.ts';
import { legacyPortfolioEvents } from './legacy-stories.ts';
import { WORLD_SETTINGS, type WorldSettings } from './settings.ts';
import { personaEvents, requestTodaysAutosells } from './stories.ts';

/**
 * Produces the marketplace's history up to `now` in a database whose personas are seeded: the
 * synthetic borrowers' loans and the persona borrowers' are listed (the synthetic ones up to the
 * listing horizon), then the old platform's fixed-rate portfolios (before 2020), the synthetic
 * investors' and the personas' deposits and autoinvest switches, and the persona borrowers'
 * stopping to pay are played between the engine's days up to today, and the autosells asked
 * for today are requested. Every balance the personas show comes out of this run.
 */
export function buildWorld(
  db: SqlDatabase,
  personas: readonly Persona[],
  now: Date,
  settings: WorldSettings = WORLD_SETTINGS,
): void {
  const today = helsinkiToday(now);
  for (const listing of loanListings(settings, addDays(today, settings.listingHorizonDays))) {
    listLoan(db, listing.application, listing.day);
  }
  listPersonaLoans(db, personas);
  const events = [
    ...legacyPortfolioEvents(personas),
    ...legacyBorrowerLoanEvents(personas),
    ...syntheticInvestorEvents(settings, today),
    ...personaEvents(db, personas),
    ...borrowerPaymentEvents(personas, today),
  ];
  playEvents(db, events, now);
  requestTodaysAutosells(db, personas, now);
}
