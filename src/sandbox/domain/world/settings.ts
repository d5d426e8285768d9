import type { IsoDate } from '#shared/domain/finance/index.ts';

/**
 * The background marketplace's fixed parameters. They are part of the seed fingerprint
 * (db/reset.ts): a change here reseeds a kept database. Sized so the whole world from 2020 to
 * today builds in about a second: a few loans a month, a couple of dozen investors.
 */
export interface WorldSettings {
  seed: number;
  /** The first month with listings. */
  start: IsoDate;
  /** Loans listed per month, both included. */
  loansPerMonth: readonly [number, number];
  /**
   * How far past today applications are already scheduled for listing, so a clock moved on
   * finds new loans to fund (the engine only funds a loan from its listing day).
   */
  listingHorizonDays: number;
  /** Synthetic investors, whose money funds what the personas leave of each loan. */
  investors: number;
}

export const WORLD_SETTINGS: WorldSettings = {
  seed: 2,
  start: '2020-01-01',
  loansPerMonth: [0, 1],
  listingHorizonDays: 365,
  investors: 20,
};

/** Synthetic borrowers' numbers: far above any persona's users.id. */
export const SYNTHETIC_BORROWER_BASE = 900_000;
/** Synthetic investors' deposit numbers: far above any deposits.id a sandbox creates. */
export const SYNTHETIC_DEPOSIT_BASE = 900_000;
