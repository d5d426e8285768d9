import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LegacyPortfolio, LegacyTransaction } from '#shared/api/legacy.ts';
import { legacyViewKey } from '#shared/offline-view.ts';
import { legacyLastView } from './legacy-view.ts';
import { useLastView, type LastViewState } from './use-last-view.ts';

/**
 * The legacy portfolio's last view: its figures as the page asks for them (their failure decides)
 * and its list, whose query the page names (this feature does not reach into the legacy one),
 * read from the query cache without asking for it again.
 */
export function useLegacyLastView<K extends QueryKey>(
  legacyUserId: number,
  portfolio: {
    data: LegacyPortfolio | undefined;
    dataUpdatedAt: number;
    error: unknown;
    isSuccess: boolean;
  },
  transactionsQuery: UseQueryOptions<LegacyTransaction[], Error, LegacyTransaction[], K>,
): LastViewState {
  const transactions = useQuery({ ...transactionsQuery, enabled: false });
  const seen = useMemo(
    () =>
      portfolio.data && transactions.data
        ? legacyLastView({
            legacyUserId,
            portfolio: portfolio.data,
            transactions: transactions.data,
            seenAt: Math.max(portfolio.dataUpdatedAt, transactions.dataUpdatedAt),
          })
        : null,
    [
      legacyUserId,
      portfolio.data,
      portfolio.dataUpdatedAt,
      transactions.data,
      transactions.dataUpdatedAt,
    ],
  );
  return useLastView(legacyViewKey(legacyUserId), seen, portfolio);
}
