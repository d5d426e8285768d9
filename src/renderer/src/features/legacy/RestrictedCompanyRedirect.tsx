import { useLocation, useParams } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { parseUserId } from './LegacyPortfolioPage.tsx';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * /restricted/company/fixed-rate-portfolio/{userId?}, a redirect-only path (investor.md §2), in
 * a login of the old platform: the legacy area has one portfolio page, the investor's, which
 * decides whether the id is this login's; the hash is kept.
 */
export function RestrictedCompanyRedirect() {
  const userId = parseUserId(useParams().userId);
  const { hash } = useLocation();
  const pathname =
    userId === null ? PATHS.restricted('investor') : PATHS.restrictedFixedRatePortfolio(userId);
  return <RedirectUnlessLeaving to={{ pathname, hash }} />;
}
