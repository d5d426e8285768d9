import type { EntryType } from '../../domain/ledger/types.ts';

/**
 * The bulk investor's history as a plan: N entries on the deposit's accounts, in time order, each
 * possible when it is booked (free capital and every loan part never go negative), with the totals
 * the KPIs must show. Pure and deterministic (a seeded generator), so a test can check the totals
 * against the figures the sandbox derives from the booked entries.
 */

/** Who the deposit's counterparty is in one entry. */
export type BulkCounterparty = 'world' | 'marketplace' | 'part';

export interface BulkEntry {
  type: EntryType;
  amountCents: number;
  /** Money comes in to free capital (true) or goes out of it (false). */
  intoFreeCapital: boolean;
  counterparty: BulkCounterparty;
  /** The loan part (0-based) when the counterparty is a part. */
  part: number;
}

export interface BulkTotals {
  deposits: number;
  withdrawals: number;
  feesPaid: number;
  investments: number;
  repaidCapital: number;
  interestPaid: number;
  freeCapital: number;
  activeInvestments: number;
  nrActiveInvestments: number;
  /** Entries per type. */
  counts: Partial<Record<EntryType, number>>;
}

export interface BulkPlanOptions {
  transactions: number;
  /** Loan parts the investments go to. */
  parts?: number;
  seed?: number;
}

const DEFAULT_PARTS = 400;
const LOW_FREE_CAPITAL = 50_00;

/** mulberry32: a small, fast generator with a good spread, enough for test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The entries in booking order; `totals` is complete once the iterator is done. */
export function planBulkEntries(options: BulkPlanOptions): {
  entries: Generator<BulkEntry>;
  totals: BulkTotals;
} {
  const partCount = options.parts ?? DEFAULT_PARTS;
  const random = seededRandom(options.seed ?? 20_240_506);
  const cents = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const outstanding = new Array<number>(partCount).fill(0);
  const totals: BulkTotals = {
    deposits: 0,
    withdrawals: 0,
    feesPaid: 0,
    investments: 0,
    repaidCapital: 0,
    interestPaid: 0,
    freeCapital: 0,
    activeInvestments: 0,
    nrActiveInvestments: 0,
    counts: {},
  };

  function next(): BulkEntry {
    const free = totals.freeCapital;
    const roll = random();
    if (free >= LOW_FREE_CAPITAL) {
      const part = Math.floor(random() * partCount);
      if (roll < 0.35) {
        const amountCents = Math.min(free, cents(20_00, 200_00));
        return {
          type: 'INVESTMENTS',
          amountCents,
          intoFreeCapital: false,
          counterparty: 'part',
          part,
        };
      }
      if (roll < 0.6 && (outstanding[part] ?? 0) > 0) {
        const amountCents = Math.min(outstanding[part] ?? 0, cents(1, 50_00));
        return {
          type: 'REPAID_CAPITAL',
          amountCents,
          intoFreeCapital: true,
          counterparty: 'part',
          part,
        };
      }
      if (roll < 0.85) {
        const amountCents = cents(1, 5_00);
        return {
          type: 'INTEREST_PAID',
          amountCents,
          intoFreeCapital: true,
          counterparty: 'world',
          part: 0,
        };
      }
      if (roll < 0.95) {
        const amountCents = Math.min(free, cents(1, 2_50));
        return {
          type: 'ADMINISTRATION_FEE',
          amountCents,
          intoFreeCapital: false,
          counterparty: 'marketplace',
          part: 0,
        };
      }
      const amountCents = Math.min(free, cents(10_00, 300_00));
      return {
        type: 'WITHDRAWAL',
        amountCents,
        intoFreeCapital: false,
        counterparty: 'world',
        part: 0,
      };
    }
    const amountCents = cents(500_00, 5000_00);
    return { type: 'DEPOSIT', amountCents, intoFreeCapital: true, counterparty: 'world', part: 0 };
  }

  function book(entry: BulkEntry): void {
    const signed = entry.intoFreeCapital ? entry.amountCents : -entry.amountCents;
    totals.freeCapital += signed;
    totals.counts[entry.type] = (totals.counts[entry.type] ?? 0) + 1;
    if (entry.counterparty === 'part') {
      const before = outstanding[entry.part] ?? 0;
      const after = before - signed;
      outstanding[entry.part] = after;
      totals.activeInvestments -= signed;
      if (before === 0 && after > 0) totals.nrActiveInvestments += 1;
      if (before > 0 && after === 0) totals.nrActiveInvestments -= 1;
    }
    if (entry.type === 'DEPOSIT') totals.deposits += entry.amountCents;
    if (entry.type === 'WITHDRAWAL') totals.withdrawals += entry.amountCents;
    if (entry.type === 'ADMINISTRATION_FEE') totals.feesPaid += entry.amountCents;
    if (entry.type === 'INVESTMENTS') totals.investments += entry.amountCents;
    if (entry.type === 'REPAID_CAPITAL') totals.repaidCapital += entry.amountCents;
    if (entry.type === 'INTEREST_PAID') totals.interestPaid += entry.amountCents;
  }

  function* entries(): Generator<BulkEntry> {
    for (let i = 0; i < options.transactions; i += 1) {
      const entry = next();
      book(entry);
      yield entry;
    }
  }

  return { entries: entries(), totals };
}

/** The instant of entry `index` of `count`, spread evenly over [from, to). */
export function bookingInstant(index: number, count: number, from: number, to: number): number {
  return Math.floor(from + ((index + 0.5) * (to - from)) / count);
}
