import type { DepositFigures } from '../../domain/ledger/figures.ts';
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

/** What the plan adds up to: the ledger's figures of the deposit (it plans no credit losses). */
export type BulkTotals = Omit<DepositFigures, 'creditLosses' | 'portfolioValue'> & {
  /** Entries per type. */
  counts: Partial<Record<EntryType, number>>;
};

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

/** The planned types that bring money in to free capital; the others take it out. */
const INTO_FREE_CAPITAL: ReadonlySet<EntryType> = new Set([
  'DEPOSIT',
  'REPAID_CAPITAL',
  'INTEREST_PAID',
]);

/** An entry of the plan; `part` only when the counterparty is a part. */
function bulkEntry(
  type: EntryType,
  amountCents: number,
  counterparty: BulkCounterparty,
  part = 0,
): BulkEntry {
  return { type, amountCents, intoFreeCapital: INTO_FREE_CAPITAL.has(type), counterparty, part };
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
      if (roll < 0.35)
        return bulkEntry('INVESTMENTS', Math.min(free, cents(20_00, 200_00)), 'part', part);
      const owed = outstanding[part] ?? 0;
      if (roll < 0.6 && owed > 0)
        return bulkEntry('REPAID_CAPITAL', Math.min(owed, cents(1, 50_00)), 'part', part);
      if (roll < 0.85) return bulkEntry('INTEREST_PAID', cents(1, 5_00), 'world');
      if (roll < 0.95)
        return bulkEntry('ADMINISTRATION_FEE', Math.min(free, cents(1, 2_50)), 'marketplace');
      return bulkEntry('WITHDRAWAL', Math.min(free, cents(10_00, 300_00)), 'world');
    }
    return bulkEntry('DEPOSIT', cents(500_00, 5000_00), 'world');
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
