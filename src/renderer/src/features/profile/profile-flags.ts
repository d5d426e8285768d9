import type { UserProfile } from '#shared/api/user.ts';
import { verificationState } from '#shared/domain/verification.ts';
import type { ForeignVerification } from '../../state/atoms.ts';

/** What the shell and the guards need from the profile. */
export interface ProfileFlags {
  firstName: string;
  /** `FI` when the profile has none. */
  nationality: string;
  isForeigner: boolean;
  /** Null for users who are not foreign. */
  foreignVerification: ForeignVerification | null;
  /** Any deposit has a signed contract. */
  hasSignedContract: boolean;
  /** The legacy user id of an investor role in the old system, if any. */
  legacyInvestorUserId: number | null;
  companies: ReadonlyArray<{ id: number; name: string }>;
}

export function profileFlags(profile: UserProfile): ProfileFlags {
  const legacyInvestor = profile.legacy_users.find((u) => u.legacy_role === 'investor');
  return {
    firstName: profile.first_name,
    nationality: profile.nationality ?? 'FI',
    isForeigner: profile.is_foreigner,
    foreignVerification: profile.is_foreigner
      ? verificationState(profile.verification_error_code)
      : null,
    hasSignedContract: profile.deposits.some((d) => d.has_signed_contract),
    legacyInvestorUserId: legacyInvestor?.legacy_user_id ?? null,
    companies: profile.companies.map((c) => ({ id: c.id, name: c.name })),
  };
}

/** Loan features are for nationality FI and users who are not foreign-verified. */
export function canUseLoans(flags: ProfileFlags): boolean {
  return flags.nationality === 'FI' && !flags.isForeigner;
}

/** Adding a company needs nationality FI, not foreign, and a signed contract (investor.md §6). */
export function canAddCompany(flags: ProfileFlags): boolean {
  return flags.nationality === 'FI' && !flags.isForeigner && flags.hasSignedContract;
}
