import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import type { AuthGoal, AuthMethod } from '#shared/api/identity.ts';
import { useServices } from '../../services/app-services.ts';
import { postLoginRedirectAtom } from '../../state/atoms.ts';
import { brokerAtom, foreignOnboardingAtom } from '../../state/identity.ts';
import { affiliateFromPath } from './affiliate.ts';
import { startIdentityRedirect } from './identity-redirect.ts';
import { leaveFor } from '../../services/go-to-provider.ts';

export type IdentityRedirectStatus = 'idle' | 'pending' | 'waiting' | 'failed';

/**
 * Bank identification for a goal ('login' on /login/bank, 'borrower' on /register, 'investor'
 * in investor onboarding): builds the redirect request (language fixed to fi by the spec, the
 * terms version, the affiliate of the stored path, the broker application) and follows it.
 * Without a `blaId` of its own, a borrower's identification carries the broker application
 * remembered from the broker's bank login: a broker applicant without an account is sent on from
 * there to register, and the application must come along.
 */
export function useIdentityRedirect(goal: AuthGoal, blaId: string | null) {
  const { api, bridge, platform } = useServices();
  const store = useStore();
  const [status, setStatus] = useState<IdentityRedirectStatus>('idle');

  const start = useCallback(
    async (method: AuthMethod, acceptedTermsVersion: string) => {
      setStatus('pending');
      // Bank identification replaces any earlier choice to continue as a foreign investor.
      store.set(foreignOnboardingAtom, null);
      const affiliate = affiliateFromPath(store.get(postLoginRedirectAtom));
      const outcome = await startIdentityRedirect(
        { api, bridge, platform, assign: leaveFor },
        {
          method,
          goal,
          language: 'fi',
          accepted_tc: acceptedTermsVersion,
          affiliate_name: affiliate.affiliate_name,
          unique_affiliate_id: affiliate.unique_affiliate_id,
          blaId: blaId ?? (goal === 'investor' ? null : (store.get(brokerAtom)?.blaId ?? null)),
        },
      );
      // 'left': the overlay stays until the page is gone.
      setStatus(outcome === 'left' ? 'pending' : outcome);
    },
    [api, bridge, platform, store, goal, blaId],
  );

  const reset = useCallback(() => setStatus('idle'), []);
  return { status, start, reset };
}
