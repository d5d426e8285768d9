import type { Persona } from '../personas/types.ts';
import { OLD_PLATFORM_INVESTORS, legacyPortfolio } from '../domain/legacy/fixed-rate-loans.ts';
import type { WorldEvent } from './events.ts';

/**
 * The personas' legacy borrower loans as events: on the loan's day the old platform's other
 * investors (one synthetic old portfolio) bring in its amount and fund it whole. The loan's
 * borrower number is the legacy borrower user's id, by which its owner finds it.
 */
export function legacyBorrowerLoanEvents(personas: readonly Persona[]): WorldEvent[] {
  const investor = legacyPortfolio(OLD_PLATFORM_INVESTORS);
  return personas.flatMap((persona) =>
    (persona.legacy?.legacyUsers ?? []).flatMap(({ legacyUserId, loans }) =>
      (loans ?? []).flatMap(({ day, variableInterest, ...loan }): WorldEvent[] => [
        { day, kind: 'transfer', investor, cents: loan.cents },
        {
          day,
          kind: 'fixed-rate-loan',
          legacyUserId: OLD_PLATFORM_INVESTORS,
          loan: {
            ...loan,
            borrowerNumber: legacyUserId,
            product: variableInterest === true ? 'reducing' : 'fixed',
          },
        },
      ]),
    ),
  );
}
