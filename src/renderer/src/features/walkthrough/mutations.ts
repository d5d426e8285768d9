import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalkthroughOutcome } from '#shared/bridge.ts';
import { useServices } from '../../services/app-services.ts';
import { walkthroughKeys } from './queries.ts';

/**
 * Remembers that the user skipped or completed the walk-through, in the app's settings through
 * the bridge (the spec shows no call for it). It closes at once, even if storing fails.
 */
export function useRememberWalkthrough(userId: number) {
  const { bridge } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: WalkthroughOutcome) => bridge.settings.setWalkthrough(userId, outcome),
    onMutate: (outcome) => {
      queryClient.setQueryData(walkthroughKeys.outcome(userId), outcome);
    },
  });
}
