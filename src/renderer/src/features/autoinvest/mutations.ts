import { useMutation, useQueryClient } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { useServices } from '../../services/app-services.ts';
import { autoinvestKeys } from './queries.ts';

/**
 * PATCH api/investor/deposit/{id}/auto-invest/toggle (investor.md §7): flips autoinvest; the
 * statuses are fetched again afterwards, whatever the answer.
 */
export function useToggleAutoinvest(depositId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(investorApi.autoinvestToggle, { params: { id: depositId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoinvestKeys.all }),
  });
}

/**
 * What a refused toggle says: the gateway refuses it while an autosell runs (409) and without the
 * signing right (403); anything else is the SERVER_ERROR text.
 */
export const TOGGLE_REFUSALS: ErrorReading = {
  texts: [
    { status: 409, text: 'autoinvest:errors.autosellActive' },
    { status: 403, text: 'autoinvest:notAllowed' },
  ],
  serverWords: 'none',
};
