import { addDays, type IsoDate } from '#shared/domain/finance/dates.ts';
import type { TaxHistorySource } from '../transactions-loader/index.ts';
import type { TaxOwner } from './tax-subject.ts';

/** The portfolio a page shows, as the tax statement needs it. */
export type TaxPortfolio =
  | {
      kind: 'deposit';
      /** The fair-credit portfolio's deposit (its mambu_deposit_id, company, first day). */
      deposit: { id: string; companyId: number | null; firstCreatedOn: IsoDate };
    }
  | {
      kind: 'legacy';
      userId: number;
      companyId: number | null;
      /** false in the legacy login (no profile there). */
      signedIn: boolean;
    };

/**
 * The whole history to read: a fair-credit portfolio from the day before its first deposit
 * account (investor.md §9, the KPIs' start) to today; a legacy portfolio's call has no range.
 */
export function historySource(portfolio: TaxPortfolio, today: IsoDate): TaxHistorySource {
  if (portfolio.kind === 'legacy') return { kind: 'legacy', legacyUserId: portfolio.userId };
  return {
    kind: 'deposit',
    depositId: portfolio.deposit.id,
    fromDate: addDays(portfolio.deposit.firstCreatedOn, -1),
    toDate: today,
  };
}

export function ownerOf(portfolio: TaxPortfolio): TaxOwner {
  return portfolio.kind === 'deposit'
    ? { companyId: portfolio.deposit.companyId, signedIn: true }
    : { companyId: portfolio.companyId, signedIn: portfolio.signedIn };
}

/** What the statement names the portfolio by. */
export function portfolioName(portfolio: TaxPortfolio) {
  return portfolio.kind === 'deposit'
    ? { kind: 'deposit' as const, id: portfolio.deposit.id }
    : { kind: 'legacy' as const, id: String(portfolio.userId) };
}

/** A fixed-rate portfolio page's owner (features/legacy's LegacyPortfolioOwner, as far as read). */
export function legacyTaxPortfolio(
  owner: { area: 'restricted' | 'investor' | 'company'; company: { id: number } | null },
  userId: number,
): TaxPortfolio {
  return {
    kind: 'legacy',
    userId,
    companyId: owner.company?.id ?? null,
    signedIn: owner.area !== 'restricted',
  };
}
