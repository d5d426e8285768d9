import { useLocation } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * /borrower/onboarding: the borrower onboarding stored before the login (with its loan amount
 * and term) continues at the start of the loan application.
 */
export function BorrowerOnboardingRedirect() {
  const { search } = useLocation();
  return <RedirectUnlessLeaving to={`${PATHS.loanApplication}${search}`} />;
}

/** /borrower/loan-offer/accept: a broker's offer is accepted through the loan application. */
export function BrokerOfferAcceptRedirect() {
  return <RedirectUnlessLeaving to={PATHS.loanApplication} />;
}
