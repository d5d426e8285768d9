import type { LegacyPersonalDetailsPayload } from '#shared/api/legacy.ts';
import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';

/** Where a fixed-rate portfolio is shown: the legacy area, or a signed-in user's dashboard. */
export type LegacyArea = 'restricted' | 'investor' | 'company';

/** What the greeting offers: onboarding to the new service, or nothing (a plain greeting). */
export type GreetingOffer = 'start-investing' | 'plain';

/** Whose fixed-rate portfolios a screen shows, and what it shows around them. */
export interface LegacyPortfolioOwner {
  area: LegacyArea;
  /** The legacy user ids whose portfolio this user may open, the first being the default. */
  userIds: readonly number[];
  firstName: string;
  offer: GreetingOffer;
  /** The withdraw panel is hidden once the first deposit has a signed contract (investor.md §2). */
  withdrawHidden: boolean;
  /** The company whose legacy account it is (its signing right rules the withdrawal); else null. */
  company: { id: number; businessCode: string } | null;
}

/** The path of a fixed-rate portfolio page in an area. */
export function portfolioPath(area: LegacyArea, userId: number): string {
  if (area === 'restricted') return PATHS.restrictedFixedRatePortfolio(userId);
  if (area === 'company') return PATHS.companyFixedRatePortfolio(userId);
  return PATHS.fixedRatePortfolio(userId);
}

/**
 * /restricted/investor: the legacy investor users of the legacy login; the start-investing panel
 * only when the legacy login said `can_be_onboarded` (unknown counts as not: a plain greeting).
 */
export function restrictedOwner(
  details: Pick<LegacyPersonalDetailsPayload, 'FirstName' | 'legacy_users'>,
  canBeOnboarded: boolean | null,
): LegacyPortfolioOwner {
  return {
    area: 'restricted',
    userIds: details.legacy_users
      .filter((user) => user.legacy_role === 'investor')
      .map((user) => user.legacy_user_id),
    firstName: details.FirstName,
    offer: canBeOnboarded === true ? 'start-investing' : 'plain',
    withdrawHidden: false,
    company: null,
  };
}

/**
 * /dashboard/investor/fixed-rate-portfolio: a signed-in user's own legacy investor users; without
 * a signed contract they are offered the start of investing in the new service.
 */
export function investorOwner(
  profile: Pick<UserProfile, 'first_name' | 'legacy_users' | 'deposits'>,
): LegacyPortfolioOwner {
  return {
    area: 'investor',
    userIds: profile.legacy_users
      .filter((user) => user.legacy_role === 'investor')
      .map((user) => user.legacy_user_id),
    firstName: profile.first_name,
    offer: profile.deposits.some((deposit) => deposit.has_signed_contract)
      ? 'plain'
      : 'start-investing',
    withdrawHidden: profile.deposits[0]?.has_signed_contract === true,
    company: null,
  };
}

/**
 * /dashboard/company/fixed-rate-portfolio: the old-system accounts of the user's companies
 * (`legacy_companies`), whose ids the legacy calls take as `legacy_user_id`; the panel is hidden
 * as soon as the company's first deposit has a signed contract, and the withdrawal follows the
 * user's signing right in the company.
 */
export function companyOwner(
  profile: Pick<UserProfile, 'first_name' | 'companies'>,
  userId: number | null,
): LegacyPortfolioOwner {
  const userIds = profile.companies.flatMap((company) =>
    company.legacy_companies.map((legacy) => legacy.legacy_company_id),
  );
  const company = profile.companies.find((candidate) =>
    candidate.legacy_companies.some((legacy) => legacy.legacy_company_id === userId),
  );
  return {
    area: 'company',
    userIds,
    firstName: profile.first_name,
    offer: 'plain',
    withdrawHidden: company?.deposits[0]?.has_signed_contract === true,
    company: company ? { id: company.id, businessCode: company.business_code } : null,
  };
}
