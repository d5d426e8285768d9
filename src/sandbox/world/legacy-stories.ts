import type { Persona } from '../personas/types.ts';
import { legacyPortfolio } from '../domain/legacy/fixed-rate-loans.ts';
import type { WorldEvent } from './events.ts';

/**
 * The simulated borrower of an old portfolio's n-th loan: a number of its own per legacy user
 * (legacy user ids are five digits, so these stay clear of the synthetic borrowers' 900 000s
 * and of every users.id).
 */
const borrowerNumber = (legacyUserId: number, index: number) => legacyUserId * 100 + index;

/**
 * The old fixed-rate portfolios of the personas' legacy users and of their companies' legacy
 * accounts (`legacy_companies`, whose ids the legacy calls take as `legacy_user_id`).
 */
function oldPortfolios(personas: readonly Persona[]) {
  return personas.flatMap((persona) => [
    ...(persona.legacy?.legacyUsers ?? []),
    ...(persona.user?.companies ?? []).flatMap((company) =>
      company.legacyCompanies.map(({ legacyCompanyId, portfolio }) => ({
        legacyUserId: legacyCompanyId,
        portfolio,
      })),
    ),
  ]);
}

/** The personas' old fixed-rate portfolios as events: bank transfers in, then loans funded. */
export function legacyPortfolioEvents(personas: readonly Persona[]): WorldEvent[] {
  return oldPortfolios(personas).flatMap(({ legacyUserId, portfolio }): WorldEvent[] => {
    if (!portfolio) return [];
    const investor = legacyPortfolio(legacyUserId);
    return [
      ...portfolio.transfers.map(({ day, cents }): WorldEvent => ({
        day,
        kind: 'transfer',
        investor,
        cents,
      })),
      ...portfolio.investments.map(({ day, ...loan }, index): WorldEvent => ({
        day,
        kind: 'fixed-rate-loan',
        legacyUserId,
        loan: { ...loan, borrowerNumber: borrowerNumber(legacyUserId, index) },
      })),
    ];
  });
}
