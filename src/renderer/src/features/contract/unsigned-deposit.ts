import type { InvestorAgreements } from '#shared/api/documents.ts';
import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';

/** The deposit whose contract is still to sign (investor.md §4: the contract needs one). */
export function unsignedDeposit(profile: Pick<UserProfile, 'deposits'>): string | null {
  return profile.deposits.find((deposit) => !deposit.has_signed_contract)?.mambu_deposit_id ?? null;
}

/**
 * The deposit whose contract the page signs: an unsigned one, else, when the agreements' status
 * says the signed contract is not the latest version, the first deposit, to sign it again.
 */
export function contractToSign(
  profile: Pick<UserProfile, 'deposits'>,
  agreements: InvestorAgreements | undefined,
): string | null {
  const unsigned = unsignedDeposit(profile);
  if (unsigned !== null) return unsigned;
  const outdated =
    agreements !== undefined &&
    agreements.has_signed_investor_contract &&
    !agreements.has_signed_latest_investor_contract;
  return outdated ? (profile.deposits[0]?.mambu_deposit_id ?? null) : null;
}

/**
 * Where signing leads (investor.md §4): the portfolio (the fair-credit portfolio, as a company's
 * signing leads to the company's), with `msg=welcome` when the first legacy user is an investor.
 */
export function afterSigningPath(profile: Pick<UserProfile, 'legacy_users'>): string {
  return profile.legacy_users[0]?.legacy_role === 'investor'
    ? `${PATHS.investorPortfolio}?msg=welcome`
    : PATHS.investorPortfolio;
}
