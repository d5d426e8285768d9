import type { WalkthroughOutcome } from '#shared/bridge.ts';

/** The walk-through's window: 3 days from the first deposit account (investor.md §9). */
export const WALKTHROUGH_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export interface WalkthroughFacts {
  /** A company's portfolio (the company pages reuse the dashboard): not the person's onboarding. */
  companyDeposit: boolean;
  /** The portfolio value of the KPIs, in cents. */
  portfolioValueCents: number;
  /** When the first deposit account was created (ISO timestamp). */
  firstDepositCreatedAt: string;
  /** The app clock's now, in epoch milliseconds. */
  now: number;
  /** How the user left the walk-through before, as the app's settings remember it. */
  outcome: WalkthroughOutcome | null;
}

/**
 * Whether the investor's walk-through shows (investor.md §2 Investor onboarding): only when the
 * portfolio value is 0, the first deposit account is at most 3 days old and the walk-through
 * was neither completed nor skipped. It belongs to the person's onboarding, so it is not shown
 * on a company's dashboard.
 */
export function showsWalkthrough(facts: WalkthroughFacts): boolean {
  if (facts.companyDeposit) return false;
  if (facts.outcome !== null) return false;
  if (facts.portfolioValueCents !== 0) return false;
  const created = Date.parse(facts.firstDepositCreatedAt);
  if (Number.isNaN(created)) return false;
  return facts.now - created <= WALKTHROUGH_WINDOW_MS;
}
