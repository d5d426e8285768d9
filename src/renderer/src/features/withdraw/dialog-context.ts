import type { AutosellWithdrawal } from '#shared/domain/finance/index.ts';

/** The withdrawal the amount form checked, waiting for the user's confirmation. */
export interface PendingWithdrawal {
  amountCents: number;
  /** The autosell figures when the amount exceeds the free capital; null for a plain one. */
  autosell: AutosellWithdrawal | null;
  iban: string;
}

/** What the #withdraw section hands to the confirm dialog it shows on its `withdraw` sub-route. */
export interface WithdrawDialogContext {
  pending: PendingWithdrawal | null;
  submitting: boolean;
  /** Why the last confirmation failed, translated. */
  error: string | null;
  confirm: () => void;
  close: () => void;
}
