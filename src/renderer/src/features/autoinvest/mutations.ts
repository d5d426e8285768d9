import { useMutation, useQueryClient } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
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

/** The text for a failed toggle: the gateway refuses it while an autosell runs (409). */
export function toggleErrorKey(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === 409) return 'autoinvest:errors.autosellActive';
  if (apiError.status === 403) return 'autoinvest:notAllowed';
  return SERVER_ERROR_KEY;
}
