/**
 * How one transaction moves the two parts of a portfolio (the value is their sum):
 * - free (idle) capital moves with deposits, withdrawals, investments, repayments, interest,
 *   fees and sales;
 * - invested capital grows with investments and shrinks with repaid capital, sold investments
 *   (autosell) and credit losses.
 * Directions are taken from the type, not from the amount's sign, wherever the type fixes them
 * (the gateway's signs differ by type, investor.md §9); a type without a fixed direction moves
 * free capital by the amount as sent.
 */
export interface CapitalMove {
  /** -1, 0 or +1 times the amount's magnitude; `null`: the signed amount as sent. */
  free: -1 | 0 | 1 | null;
  invested: -1 | 0 | 1;
}

const MOVES: Readonly<Record<string, CapitalMove>> = {
  DEPOSIT: { free: 1, invested: 0 },
  WITHDRAWAL: { free: -1, invested: 0 },
  INVESTMENTS: { free: -1, invested: 1 },
  REPAID_CAPITAL: { free: 1, invested: -1 },
  PRINCIPAL: { free: 1, invested: -1 },
  AUTOSELL_TRANSACTION: { free: 1, invested: -1 },
  INTEREST_PAID: { free: 1, invested: 0 },
  PENALTY: { free: 1, invested: 0 },
  FEE_PAYBACK: { free: 1, invested: 0 },
  ADMINISTRATION_FEE: { free: -1, invested: 0 },
  SUBSCRIPTION_FEE: { free: -1, invested: 0 },
  TRANSACTION_FEE: { free: -1, invested: 0 },
  /** The loan part is written off: invested capital only. */
  CREDIT_LOSS_AMOUNT: { free: 0, invested: -1 },
  /** The written-off part is sold later: its price comes in as free capital. */
  CREDIT_LOSS_BUY_PRICE: { free: 1, invested: 0 },
};

const AS_SENT: CapitalMove = { free: null, invested: 0 };

export function capitalMoveOf(type: string): CapitalMove {
  return MOVES[type] ?? AS_SENT;
}

/** The change of free capital by one transaction, in cents. */
export function freeChange(move: CapitalMove, amountCents: number): number {
  return move.free === null ? amountCents : move.free * Math.abs(amountCents);
}

/** The change of invested capital by one transaction, in cents. */
export function investedChange(move: CapitalMove, amountCents: number): number {
  return move.invested * Math.abs(amountCents);
}
