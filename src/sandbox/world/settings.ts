import type { IsoDate } from '#shared/domain/finance/index.ts';

/** From the month of `from` on (until the next step), loans listed per month, both included. */
export interface SupplyStep {
  from: IsoDate;
  loansPerMonth: readonly [number, number];
}

/**
 * The background marketplace's fixed parameters. They are part of the seed fingerprint
 * (world/reset.ts): a change here reseeds a kept database.
 */
export interface WorldSettings {
  seed: number;
  /** The first month with listings. */
  start: IsoDate;
  /** How many loans are listed a month: a marketplace that grows, steps in date order. */
  supply: readonly SupplyStep[];
  /**
   * The loan amounts' skew: an amount is 1 000 € + u^skew × 19 000 € for a uniform u (in steps
   * of 500 €), so a higher skew gives more small loans and fewer large ones.
   */
  amountSkew: number;
  /** Where the fixed-rate product is offered, the share of loans granted as it (0–1). */
  fixedRateShare: number;
  /** The terms drawn from, in months, each as likely as another (a term listed twice, twice as). */
  termsMonths: readonly [number, ...number[]];
  /** How borrowers pay: the shares of punctual and tardy payers; the rest stop paying. */
  payers: { punctual: number; tardy: number };
  /**
   * How far past today applications are already scheduled for listing, so a clock moved on
   * finds new loans to fund (the engine only funds a loan from its listing day).
   */
  listingHorizonDays: number;
  /** Synthetic investors, whose money funds what the personas leave of each loan. */
  investors: number;
  /** Each synthetic investor's first transfer and quarterly top-ups, in whole euros. */
  investorCapital: { first: readonly [number, number]; topUp: readonly [number, number] };
}

export const WORLD_SETTINGS: WorldSettings = {
  seed: 2,
  start: '2020-01-01',
  supply: [
    { from: '2020-01-01', loansPerMonth: [1, 3] },
    { from: '2021-01-01', loansPerMonth: [3, 6] },
    { from: '2022-01-01', loansPerMonth: [6, 10] },
    { from: '2023-01-01', loansPerMonth: [15, 18] },
  ],
  amountSkew: 4,
  fixedRateShare: 0.3,
  termsMonths: [12, 24, 36, 48, 48, 60, 60, 72, 84],
  payers: { punctual: 0.795, tardy: 0.13 },
  listingHorizonDays: 365,
  investors: 30,
  investorCapital: { first: [60_000, 120_000], topUp: [2_000, 10_000] },
};

/** The supply step in force in the month of `day`. */
export function supplyOn(settings: WorldSettings, day: IsoDate): SupplyStep['loansPerMonth'] {
  const step = settings.supply.findLast((candidate) => candidate.from <= day);
  if (!step) throw new Error(`No loan supply before ${settings.supply[0]?.from ?? 'any day'}`);
  return step.loansPerMonth;
}

/** Synthetic borrowers' numbers: far above any persona's users.id. */
export const SYNTHETIC_BORROWER_BASE = 900_000;
/** Synthetic investors' deposit numbers: far above any deposits.id a sandbox creates. */
export const SYNTHETIC_DEPOSIT_BASE = 900_000;
