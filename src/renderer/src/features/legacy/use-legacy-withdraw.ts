import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLegacyWithdrawMutation } from './mutations.ts';

/** Where the legacy withdrawal is (investor.md §4 Legacy withdrawal). */
export type WithdrawOutcome =
  | { kind: 'none' }
  | { kind: 'success'; cents: number }
  /** Shown as any refused withdrawal is (WITHDRAWAL_REFUSALS). */
  | { kind: 'failure'; error: unknown };

/** What the confirm dialog (the nested …/withdraw route) reads from the page. */
export interface WithdrawDialogContext {
  /** The amount entered and checked; null when none is (the dialog then closes at once). */
  cents: number | null;
  pending: boolean;
  confirm: () => void;
  close: () => void;
}

/**
 * The legacy withdrawal: the amount entered opens the confirm dialog at `…/withdraw`; confirming
 * sends it and shows success (its amount kept) or failure; Done resets to an empty entry.
 */
export function useLegacyWithdraw(userId: number, portfolioPath: string) {
  const navigate = useNavigate();
  const mutation = useLegacyWithdrawMutation(userId);
  const [cents, setCents] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<WithdrawOutcome>({ kind: 'none' });
  /** Grows at each reset, so that the amount entry starts empty again. */
  const [round, setRound] = useState(0);
  const backToPortfolio = () => void navigate(portfolioPath, { replace: true });

  const request = (amount: number) => {
    setCents(amount);
    setOutcome({ kind: 'none' });
    void navigate(`${portfolioPath}/withdraw`);
  };

  const dialog: WithdrawDialogContext = {
    cents,
    pending: mutation.isPending,
    close: backToPortfolio,
    confirm() {
      if (cents === null || mutation.isPending) return;
      mutation.mutate(cents, {
        onSuccess: () => setOutcome({ kind: 'success', cents }),
        onError: (error) => setOutcome({ kind: 'failure', error }),
        onSettled: backToPortfolio,
      });
    },
  };

  const done = () => {
    setCents(null);
    setOutcome({ kind: 'none' });
    setRound((n) => n + 1);
  };

  return { outcome, dialog, request, done, round };
}
