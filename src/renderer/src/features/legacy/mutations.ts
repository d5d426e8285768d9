import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyPortfolioApi } from '#shared/api/legacy.ts';
import { centsToEuroText } from '#shared/api/money.ts';
import { useServices } from '../../services/app-services.ts';
import { legacyKeys } from './queries.ts';

/**
 * POST api/legacy/withdraw (amount in euros, legacy_user_id); once it is accepted the portfolio's
 * figures and transactions are loaded again.
 */
export function useLegacyWithdrawMutation(userId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cents: number) =>
      api.call(legacyPortfolioApi.withdraw, {
        // A JSON number written from the exact decimal text: 1230 cents go out as 12.3.
        body: { amount: Number(centsToEuroText(cents)), legacy_user_id: userId },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: legacyKeys.portfolio(userId) }),
        queryClient.invalidateQueries({ queryKey: legacyKeys.transactions(userId) }),
      ]);
    },
  });
}
