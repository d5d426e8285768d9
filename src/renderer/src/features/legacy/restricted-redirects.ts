import { PATHS } from '../../navigation/paths.ts';
import { parseUserId } from './LegacyPortfolioPage.tsx';

const RESTRICTED_PORTFOLIO = /^\/restricted\/(investor|company)\/fixed-rate-portfolio\/([^/]+)\/?$/;

/**
 * The redirect-only paths /restricted/investor/fixed-rate-portfolio/{userId} and
 * /restricted/company/fixed-rate-portfolio/{userId} (investor.md §2) opened by a signed-in
 * marketplace user, e.g. one onboarded from the old system following an old link: the same
 * portfolio on the dashboard. Null for any other path (the user goes to /dashboard).
 */
export function signedInFixedRatePath(pathname: string): string | null {
  const match = RESTRICTED_PORTFOLIO.exec(pathname);
  const userId = parseUserId(match?.[2]);
  if (!match || userId === null) return null;
  return match[1] === 'company'
    ? PATHS.companyFixedRatePortfolio(userId)
    : PATHS.fixedRatePortfolio(userId);
}
