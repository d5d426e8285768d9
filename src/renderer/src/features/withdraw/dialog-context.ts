import { useOutletContext } from 'react-router-dom';
import type { AutosellWithdrawal } from '#shared/domain/finance/index.ts';

/** The withdrawal the amount form checked, waiting for the user's confirmation. */
export interface PendingWithdrawal {
  amountCents: number;
  /** The autosell figures when the amount exceeds the free capital; null for a plain one. */
  autosell: AutosellWithdrawal | null;
  iban: string;
}

/** What the #withdraw section hands to its `withdraw` sub-route, the confirm dialog. */
export interface WithdrawDialogContext {
  pending: PendingWithdrawal | null;
  submitting: boolean;
  /** Why the last confirmation failed, translated. */
  error: string | null;
  confirm: () => void;
  close: () => void;
}

/** The section's context; undefined when the sub-route is reached without the section. */
export const useWithdrawDialogContext = (): WithdrawDialogContext | undefined =>
  useOutletContext<WithdrawDialogContext | undefined>();
