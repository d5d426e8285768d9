import { queryOptions } from '@tanstack/react-query';
import type { DesktopBridge } from '#shared/bridge.ts';

export const walkthroughKeys = {
  outcome: (userId: number) => ['walkthrough', 'outcome', userId] as const,
};

/** How the user left the walk-through before: kept in the app's settings, not by the gateway. */
export function walkthroughOutcomeQuery(bridge: DesktopBridge, userId: number) {
  return queryOptions({
    queryKey: walkthroughKeys.outcome(userId),
    queryFn: () => bridge.settings.walkthrough(userId),
    staleTime: Infinity,
  });
}
