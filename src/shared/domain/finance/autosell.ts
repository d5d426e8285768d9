import { percentOf, type Cents } from './cents.ts';

/** The sales fee: 1 % of the investments sold (investor.md §9), deducted from the withdrawal. */
export const AUTOSELL_FEE_BASIS_POINTS = 100;

/**
 * The sales fee of `soldCents` of investments sold: 1 %, rounded to the cent half-even (the
 * ledger's rounding, cents.ts). The one place the fee is computed: the sandbox engine books it
 * (engine/autosell.ts) and the confirm dialog shows it (autosellWithdrawal below).
 */
export function autosellFee(soldCents: Cents): Cents {
  return percentOf(soldCents, AUTOSELL_FEE_BASIS_POINTS);
}

/** A withdrawal above the free capital: what is sold, its fee, and what reaches the bank. */
export interface AutosellWithdrawal {
  amountCents: Cents;
  /** The part of the amount the free capital does not cover: sold on the aftermarket. */
  shortfallCents: Cents;
  /** 1 % of the shortfall. */
  feeCents: Cents;
  /** The amount less the fee. */
  transferCents: Cents;
}

/**
 * The figures of a withdrawal of `amountCents` when the free capital is `freeCapitalCents`
 * (investor.md §4): the shortfall = amount − free capital is sold, the fee is 1 % of it, and
 * the transfer is the amount less the fee. Null when the free capital covers the amount (a plain
 * withdrawal, nothing sold, no fee).
 *
 * The engine sells exactly the shortfall (never more: aftermarket.ts offers at most what is still
 * wanted), so when nothing else moves the free capital meanwhile this is what it books; a
 * repayment arriving during the sale lowers what must be sold, and so the fee.
 */
export function autosellWithdrawal(
  amountCents: Cents,
  freeCapitalCents: Cents,
): AutosellWithdrawal | null {
  const shortfallCents = amountCents - Math.max(0, freeCapitalCents);
  if (shortfallCents <= 0) return null;
  const feeCents = autosellFee(shortfallCents);
  return { amountCents, shortfallCents, feeCents, transferCents: amountCents - feeCents };
}
