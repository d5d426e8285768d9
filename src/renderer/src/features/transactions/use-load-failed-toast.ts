import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { isUnreachable } from '../../api/errors.ts';
import { toastsAtom } from '../../state/atoms.ts';
import { useToast } from '../../ui/use-toast.ts';

/** The portfolio load failure (investor.md §8): SOMETHING_WENT_WRONG_PLEASE_REFRESH_THE_PAGE. */
export const PORTFOLIO_LOAD_FAILED_KEY = 'portfolio:loadFailed';

/**
 * Shows the portfolio load failure toast once for each failed load (`errorUpdatedAt`), unless it
 * is already on screen (the KPIs and the list failing together say it once) or the load got no
 * answer at all (the offline banner says so, and the page shows its last view instead).
 */
export function useLoadFailedToast(query: {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}) {
  const toast = useToast();
  const store = useStore();
  const shown = useRef(0);
  useEffect(() => {
    if (!query.isError || shown.current === query.errorUpdatedAt) return;
    shown.current = query.errorUpdatedAt;
    if (isUnreachable(query.error)) return;
    const onScreen = store
      .get(toastsAtom)
      .some((current) => current.messageKey === PORTFOLIO_LOAD_FAILED_KEY);
    if (!onScreen) toast(PORTFOLIO_LOAD_FAILED_KEY, 'danger');
  }, [query.isError, query.error, query.errorUpdatedAt, toast, store]);
}
