import type { UserProfile } from '#shared/api/user.ts';

/** Whose portfolio a statement is for: a person (a signed-in user, or a legacy login) or a company. */
export interface TaxOwner {
  /** The company whose portfolio it is; null for the user's own. */
  companyId: number | null;
  /** A signed-in user (the profile names them); false in the legacy login, whose details do. */
  signedIn: boolean;
}

/** The name the statement is made out to: the company's, or the person's whole name. */
export function holderName(
  owner: TaxOwner,
  profile: Pick<UserProfile, 'first_name' | 'last_name' | 'companies'> | undefined,
  legacyDetails: { FirstName: string; LastName: string } | undefined,
): string | null {
  if (owner.companyId !== null) {
    return profile?.companies.find((company) => company.id === owner.companyId)?.name ?? null;
  }
  if (owner.signedIn) return profile ? `${profile.first_name} ${profile.last_name}` : null;
  return legacyDetails ? `${legacyDetails.FirstName} ${legacyDetails.LastName}` : null;
}
