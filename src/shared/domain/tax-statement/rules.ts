import { percentOf, type Cents } from '../finance/cents.ts';

/*
 * The rules of the annual tax statement (issue 22 §1): every classification and rate, each with
 * its source. Sources, by the short names used below:
 * - GUIDANCE: Verohallinto, "Joukkorahoituksena rahoitusta antavan henkilön verotus",
 *   12.12.2023, VH/7209/00.01.00/2023 (covers persons and estates taxed under TVL, not companies).
 * - KHO 2018:11 and the Tax Administration's statement on it (5.7.2018, replaced by
 *   VH/1804/00.01.00/2019 and then by GUIDANCE): a peer loan is a security (arvopaperi) under
 *   TVL 50 § 3 mom. 2 kohta; its lost capital is equated with a transfer loss, and a sale of the
 *   claim is a transfer under the transfer gain and loss rules.
 * - TVL: tuloverolaki 1535/1992 (§ 32 capital income, § 46 transfer gain, § 48 § 6 mom. and
 *   § 50 § 5 mom. the 1 000 € limits, § 50 § 1 mom. transfer losses, § 54 costs of earning
 *   capital income, § 124 § 3 mom. the capital income tax rates).
 */

/** Every source the statement names, as it prints them. */
export const TAX_SOURCES = {
  guidance:
    'Verohallinto: Joukkorahoituksena rahoitusta antavan henkilön verotus, 12.12.2023, VH/7209/00.01.00/2023',
  kho: 'KHO 2018:11',
  law: 'Tuloverolaki (1535/1992) 32, 46, 48, 50, 54 ja 124 §',
} as const;

/**
 * How the statement reads each transaction type of the new portfolio (investor.md §3, §9):
 * - INTEREST_PAID: interest on the loans, capital income (TVL 32 §; GUIDANCE).
 * - ADMINISTRATION_FEE (50 % of the interest, investor.md §9) and SUBSCRIPTION_FEE (the
 *   subscription or deposit fee): costs of earning the capital income, each its own line
 *   (TVL 54 §; GUIDANCE). FEE_PAYBACK returns such a fee, so it is a negative cost.
 * - AUTOSELL_TRANSACTION: a loan part sold on the aftermarket, a transfer (KHO 2018:11).
 * - TRANSACTION_FEE: the 1 % sales fee of the aftermarket (investor.md §9), charged on a sale: a
 *   cost of the transfer (TVL 46 §), so it belongs to the sale and is not a cost line too.
 * - CREDIT_LOSS_AMOUNT: the capital written off; CREDIT_LOSS_BUY_PRICE: the price the claim is
 *   later sold for. Together they are one transfer per loan (KHO 2018:11), see lossYear.
 * - INVESTMENTS: when a loan part was bought (shown beside its loss).
 * Deposits, withdrawals, repaid capital and transfers between portfolios are moves of the
 * investor's own capital and are not income; PENALTY and PRINCIPAL are the borrower's.
 */
export type TaxClass =
  'interest' | 'cost' | 'sale' | 'sale-fee' | 'write-off' | 'claim-sale' | 'investment' | 'none';

/** The cost lines, in the order the statement shows them. */
export const COST_TYPES = ['ADMINISTRATION_FEE', 'SUBSCRIPTION_FEE', 'FEE_PAYBACK'] as const;
export type CostType = (typeof COST_TYPES)[number];

const CLASSES: Readonly<Record<string, TaxClass>> = {
  INTEREST_PAID: 'interest',
  ADMINISTRATION_FEE: 'cost',
  SUBSCRIPTION_FEE: 'cost',
  FEE_PAYBACK: 'cost',
  AUTOSELL_TRANSACTION: 'sale',
  TRANSACTION_FEE: 'sale-fee',
  CREDIT_LOSS_AMOUNT: 'write-off',
  CREDIT_LOSS_BUY_PRICE: 'claim-sale',
  INVESTMENTS: 'investment',
};

export const taxClassOf = (type: string): TaxClass => CLASSES[type] ?? 'none';

export const isCostType = (type: string): type is CostType =>
  (COST_TYPES as readonly string[]).includes(type);

/**
 * A cost line's effect on the costs, whatever sign the gateway sent (investor.md §9 names signs
 * for some types only): a fee adds to the costs, a fee payback takes from them.
 */
export const costCents = (type: CostType, cents: Cents): Cents =>
  type === 'FEE_PAYBACK' ? -Math.abs(cents) : Math.abs(cents);

/**
 * A loan part sold on the aftermarket sells at its outstanding capital (investor.md §4, the
 * sandbox's aftermarket, README "Money in motion"), which is also what the remaining capital cost
 * the seller: the acquisition cost is taken equal to the price, and the transfer's result is
 * the price less that cost less the sales fee (TVL 46 §). A part bought above or below its
 * capital would change this; the transactions do not say, so the statement says so.
 */
export const saleAcquisitionCost = (priceCents: Cents): Cents => priceCents;

/**
 * The year a credit loss belongs to (KHO 2018:11; the reading of GUIDANCE): a lost loan
 * is a transfer loss in the year the loss became final. A claim that is sold is final when it is
 * sold, and the loss is the capital lost less the price; a claim that is not sold is final when
 * it is written off. A December write-off whose claim is sold in March is therefore the next
 * year's. GUIDANCE (as far as the published parts could be read here) does not say when an
 * unsold written-off claim is final where the platform may still sell it: the statement says so.
 */
export function lossYear(writtenOffYear: number, soldYear: number | null): number {
  return soldYear ?? writtenOffYear;
}

/** Capital income tax: 30 % up to 30 000 € a year, 34 % on the part above (TVL 124 § 3 mom.). */
export const CAPITAL_INCOME_RATE_BASIS_POINTS = 3000;
export const HIGHER_CAPITAL_INCOME_RATE_BASIS_POINTS = 3400;
export const HIGHER_RATE_THRESHOLD_CENTS: Cents = 3_000_000;

/**
 * A transfer loss is deducted first from the year's transfer gains, then from the other net
 * capital income, and what is left is carried for the next five years (TVL 50 § 1 mom., as in
 * force from the tax year 2016).
 */
export const LOSS_CARRY_FORWARD_YEARS = 5;

/**
 * The 1 000 € limits (TVL 48 § 6 mom. and 50 § 5 mom., from 2016): gains are tax-free when the
 * year's transfer prices total at most 1 000 €, and losses are not deductible when the year's
 * acquisition costs total at most 1 000 €. Both count all the person's transfers of the year, not
 * this portfolio's alone, so the statement names the limit and does not apply it.
 */
export const SMALL_TRANSFERS_LIMIT_CENTS: Cents = 100_000;

/**
 * The illustrative tax on a capital income base: 30 % up to the threshold and 34 % above it, each
 * part rounded to the cent half-up as a person would. Illustrative only: the threshold counts all
 * of the person's capital income, not this portfolio's.
 */
export function illustrativeCapitalIncomeTax(baseCents: Cents): Cents {
  if (baseCents <= 0) return 0;
  const lower = Math.min(baseCents, HIGHER_RATE_THRESHOLD_CENTS);
  const upper = baseCents - lower;
  return (
    percentOf(lower, CAPITAL_INCOME_RATE_BASIS_POINTS, 'half-up') +
    percentOf(upper, HIGHER_CAPITAL_INCOME_RATE_BASIS_POINTS, 'half-up')
  );
}

/** How the year's transfer losses are used (TVL 50 § 1 mom.), and the tax base left. */
export interface LossUse {
  /** Losses set against the year's transfer gains. */
  againstGainsCents: Cents;
  /** Losses set against the other net capital income (interest less its costs). */
  againstOtherIncomeCents: Cents;
  /** Losses left to carry forward for LOSS_CARRY_FORWARD_YEARS years. */
  carriedForwardCents: Cents;
  /** What is left to tax: gains and other net income after the losses (never below zero). */
  taxBaseCents: Cents;
}

/**
 * Applies the year's transfer losses in the order of TVL 50 § 1 mom.: gains first, then the other
 * net capital income; a negative other income (costs above interest) takes nothing and adds
 * nothing here (a capital income deficit is outside this statement).
 */
export function useLosses(figures: {
  transferGainsCents: Cents;
  transferLossesCents: Cents;
  otherNetIncomeCents: Cents;
}): LossUse {
  const gains = Math.max(0, figures.transferGainsCents);
  const losses = Math.max(0, figures.transferLossesCents);
  const other = Math.max(0, figures.otherNetIncomeCents);
  const againstGainsCents = Math.min(losses, gains);
  const againstOtherIncomeCents = Math.min(losses - againstGainsCents, other);
  return {
    againstGainsCents,
    againstOtherIncomeCents,
    carriedForwardCents: losses - againstGainsCents - againstOtherIncomeCents,
    taxBaseCents: gains - againstGainsCents + other - againstOtherIncomeCents,
  };
}
