import type { UserProfile } from '#shared/api/user.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';

export interface InvestorDeposit {
  /** mambu_deposit_id: the `{id}` of the portfolio calls. */
  id: string;
  /** The company whose portfolio it is; null for the user's own. */
  companyId: number | null;
  /** The day (in Helsinki) the first deposit account was created: the KPI start follows it. */
  firstCreatedOn: IsoDate;
}

/**
 * The investor's portfolio: the first deposit with a signed contract; null when none is signed
 * (investor.md §4: such an investor is sent to onboarding). The KPI start is one day before the
 * first deposit account, signed or not (§9).
 */
export function investorDeposit(profile: Pick<UserProfile, 'deposits'>): InvestorDeposit | null {
  const signed = profile.deposits.find((deposit) => deposit.has_signed_contract);
  const first = profile.deposits[0];
  if (!signed || !first) return null;
  return {
    id: signed.mambu_deposit_id,
    companyId: null,
    firstCreatedOn: helsinkiToday(new Date(first.created_at)),
  };
}
