import type { UserProfile } from '#shared/api/user.ts';
import type { Session } from '../../state/atoms.ts';
import type { Viewer } from './active-notices.ts';

/**
 * Whom the notices address, decided as /dashboard decides between the investor and borrower
 * pages (dashboard-destination.ts): a signed contract makes an investor, a loan beside it makes
 * a borrower too, and anyone else signed in is a borrower. A legacy user is their role; an
 * anonymous user, or one whose profile has not arrived, sees only the notices for everyone.
 */
export function viewerOf(
  session: Session,
  profile: Pick<UserProfile, 'deposits' | 'loans'> | undefined,
): Viewer {
  if (session.kind === 'anonymous') return [];
  if (session.kind === 'legacy') return [session.role === 'investor' ? 'investors' : 'borrowers'];
  if (!profile) return [];
  const investor = profile.deposits.some((deposit) => deposit.has_signed_contract);
  if (!investor) return ['borrowers'];
  return profile.loans.length > 0 ? ['investors', 'borrowers'] : ['investors'];
}
