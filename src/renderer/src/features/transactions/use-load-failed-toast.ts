import { useEffect, useRef } from 'react';
import { useToast } from '../../ui/use-toast.ts';

/** The portfolio load failure (investor.md §8): SOMETHING_WENT_WRONG_PLEASE_REFRESH_THE_PAGE. */
export const PORTFOLIO_LOAD_FAILED_KEY = 'portfolio:loadFailed';

/** Shows the portfolio load failure toast once for each failed load (`errorUpdatedAt`). */
export function useLoadFailedToast(query: { isError: boolean; errorUpdatedAt: number }) {
  const toast = useToast();
  const shown = useRef(0);
  useEffect(() => {
    if (!query.isError || shown.current === query.errorUpdatedAt) return;
    shown.current = query.errorUpdatedAt;
    toast(PORTFOLIO_LOAD_FAILED_KEY, 'danger');
  }, [query.isError, query.errorUpdatedAt, toast]);
}
