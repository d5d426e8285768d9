import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LastPortfolioView, PortfolioViewKey } from '#shared/offline-view.ts';
import { isUnreachable } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';

/**
 * A portfolio page's state: live while its figures come; offline when they cannot be had for
 * want of an answer, with the view kept for this session (null: none was kept; undefined: it is
 * still being read).
 */
export type LastViewState =
  { offline: false } | { offline: true; view: LastPortfolioView | null | undefined };

export const offlineViewKeys = {
  view: (portfolio: PortfolioViewKey) => ['offline-view', portfolio] as const,
};

/**
 * Hands what the page now shows (`seen`) to the bridge while the gateway answers, and reads it
 * back once the page's figures could not be had for want of an answer (what raises the offline
 * banner: a network error or a timeout, never a 4xx or 5xx), so that the page shows it instead
 * of an error. The figures' own failure decides, not another call's: a page whose figures came
 * stays live, and one call timing out elsewhere does not swap it back and forth. The gateway's
 * retries ask for the figures again, and their answer brings the live page back.
 */
export function useLastView(
  portfolio: PortfolioViewKey,
  seen: LastPortfolioView | null,
  figures: { error: unknown; isSuccess: boolean },
): LastViewState {
  const { bridge } = useServices();
  // Offline from the failure until an answer: a retry that is under way (which clears the error
  // of figures never had) does not bring back the live page, only its answer does.
  const [offline, setOffline] = useState(() => isUnreachable(figures.error));
  if (!offline && isUnreachable(figures.error)) setOffline(true);
  if (offline && figures.isSuccess) setOffline(false);
  useEffect(() => {
    if (!offline && seen !== null) void bridge.offline.rememberView(seen);
  }, [bridge, offline, seen]);
  const kept = useQuery({
    queryKey: offlineViewKeys.view(portfolio),
    queryFn: () => bridge.offline.lastView(portfolio),
    enabled: offline,
    // Read afresh each time the figures cannot be had; never kept once the page is gone.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  return offline ? { offline: true, view: kept.data } : { offline: false };
}
