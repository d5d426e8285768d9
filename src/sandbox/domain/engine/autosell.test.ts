import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../db/database.ts';
import { sellableCapital } from './aftermarket.ts';
import { autosellStatus } from './autosell.ts';
import { freeCapitalOf } from './investors.ts';
import { requestAutosell, requestAutosellCancel, requestWithdrawal } from './money-requests.ts';
import { outstanding, partsOf } from './parts.ts';
import { runUntil } from './run.ts';
import { emptyWorld, entriesOfType, investor, list, noon } from '../../test/engine-world.ts';

const DAY = '2024-05-06'; // a Monday; the loans fall due on the 15th of June first

/**
 * The seller (deposit 1, 10 000 €) alone funds two loans of 200 € (within its 3 % per loan) and
 * keeps 9600 € free; the buyers come later.
 */
async function sellerWithTwoParts() {
  const db = await emptyWorld();
  const seller = investor(db, 1, 1_000_000, DAY);
  const loans = [list(db, DAY, { amountCents: 20_000 }), list(db, DAY, { amountCents: 20_000 })];
  runUntil(db, noon(DAY));
  expect(freeCapitalOf(db, seller, DAY)).toBe(960_000);
  return { db, seller, loans };
}

const amounts = (db: SqlDatabase, type: string) =>
  entriesOfType(db, type).map((e) => e.amount_cents);

/** The sales fees: TRANSACTION_FEE entries of no loan (a loan's own fee names its loan). */
const salesFees = (db: SqlDatabase) =>
  entriesOfType(db, 'TRANSACTION_FEE')
    .filter((e) => e.loan_id === null)
    .map((e) => e.amount_cents);

describe('autosell', () => {
  it('sells the shortfall day by day, then withdraws the amount less 1 % of what was sold', async () => {
    const { db, seller, loans } = await sellerWithTwoParts();
    // 300 € more than the free capital.
    expect(requestAutosell(db, seller, 990_000, noon(DAY))).toEqual({ ok: true });
    expect(autosellStatus(db, seller, DAY)).toEqual({
      active: true,
      requestedCents: 990_000,
      remainingCents: 30_000,
    });

    // A small buyer (1000 €) buys 3 % of its free capital of each loan: each part is split.
    investor(db, 2, 100_000, DAY);
    runUntil(db, noon('2024-05-07'));
    expect(amounts(db, 'AUTOSELL_TRANSACTION')).toEqual([3000, 2910]);
    expect(autosellStatus(db, seller, '2024-05-07')).toMatchObject({ remainingCents: 24_090 });
    expect(partsOf(db, loans[0] ?? 0).map((p) => [p.depositId, p.amountCents])).toEqual([
      [1, 20_000],
      [2, 3000],
    ]);

    // The next day it buys again, 3 % of what it has left, adding to the parts it holds.
    runUntil(db, noon('2024-05-08'));
    expect(amounts(db, 'AUTOSELL_TRANSACTION')).toEqual([3000, 2910, 2822, 2738]);
    expect(partsOf(db, loans[0] ?? 0).map((p) => [p.depositId, p.amountCents])).toEqual([
      [1, 20_000],
      [2, 5822],
    ]);

    // With a large buyer after it, the first part's remaining 141.78 € is sold whole and 43.52 €
    // of the second: the small buyer's 3 % of each first, the large one the rest.
    investor(db, 3, 10_000_000, '2024-05-08');
    runUntil(db, noon('2024-05-09'));
    const thirdDay = [2655, 11_523, 2576, 1776];
    expect(amounts(db, 'AUTOSELL_TRANSACTION')).toEqual([3000, 2910, 2822, 2738, ...thirdDay]);
    const sellerParts = [loans[0] ?? 0, loans[1] ?? 0].map((loanId) =>
      partsOf(db, loanId).find((p) => p.depositId === 1),
    );
    expect(sellerParts.map((p) => (p ? outstanding(db, p, '2024-05-09') : -1))).toEqual([
      0, 10_000,
    ]);
    // The buyers' side of each sale is their INVESTMENTS (after the two loans' own).
    expect(amounts(db, 'INVESTMENTS').slice(-8)).toEqual([3000, 2910, 2822, 2738, ...thirdDay]);

    // Covered: the 1 % fee of the 300 € sold, and the 9900 € less it to the bank.
    expect(autosellStatus(db, seller, '2024-05-09')).toEqual({
      active: false,
      requestedCents: 0,
      remainingCents: 0,
    });
    expect(salesFees(db)).toEqual([300]);
    expect(amounts(db, 'WITHDRAWAL')).toEqual([989_700]);
    expect(freeCapitalOf(db, seller, '2024-05-09')).toBe(0);
    runUntil(db, noon('2024-05-13'));
    // Thursday's withdrawal is paid on Monday, the second banking day after it.
    expect(entriesOfType(db, 'WITHDRAWAL').map((e) => e.booked_at.slice(0, 10))).toEqual([
      '2024-05-09',
      '2024-05-13',
    ]);
  });

  it('buys under 20 € on the aftermarket when that is all a buyer has', async () => {
    const { db, seller } = await sellerWithTwoParts();
    requestAutosell(db, seller, 970_000, noon(DAY));
    investor(db, 2, 1_200, DAY); // 12 €: too little for a new loan
    runUntil(db, noon('2024-05-07'));
    expect(amounts(db, 'AUTOSELL_TRANSACTION')).toEqual([1_200]);
    expect(autosellStatus(db, seller, '2024-05-07').remainingCents).toBe(8_800);
  });

  it('keeps autoinvest off the seller while it runs, and back on after a cancel', async () => {
    const { db, seller } = await sellerWithTwoParts();
    requestAutosell(db, seller, 990_000, noon(DAY));
    const during = list(db, '2024-05-07', { amountCents: 10_000 });
    investor(db, 2, 100_000, DAY);
    runUntil(db, noon('2024-05-07'));
    expect(partsOf(db, during).map((p) => p.depositId)).toEqual([2]);

    expect(requestAutosellCancel(db, seller, noon('2024-05-07'))).toBe(true);
    const after = list(db, '2024-05-08', { amountCents: 10_000 });
    runUntil(db, noon('2024-05-08'));
    expect(partsOf(db, after).map((p) => p.depositId)).toEqual([1]);
  });

  it('on cancel stops selling; what was sold stays sold, its money free capital less the fee', async () => {
    const { db, seller } = await sellerWithTwoParts();
    requestAutosell(db, seller, 990_000, noon(DAY));
    investor(db, 2, 100_000, DAY);
    runUntil(db, noon('2024-05-07'));
    expect(requestAutosellCancel(db, seller, noon('2024-05-07'))).toBe(true);
    expect(autosellStatus(db, seller, '2024-05-07').active).toBe(false);
    // 59.10 € sold, its 0.59 € fee booked once; nothing withdrawn.
    expect(salesFees(db)).toEqual([59]);
    expect(amounts(db, 'WITHDRAWAL')).toEqual([]);
    expect(freeCapitalOf(db, seller, '2024-05-07')).toBe(960_000 + 5910 - 59);

    investor(db, 3, 10_000_000, '2024-05-07');
    runUntil(db, noon('2024-05-09'));
    expect(amounts(db, 'AUTOSELL_TRANSACTION')).toEqual([3000, 2910]);
    expect(requestAutosellCancel(db, seller, noon('2024-05-09'))).toBe(false);
  });

  it('stops and withdraws what has been collected when asked again with the free capital', async () => {
    const { db, seller } = await sellerWithTwoParts();
    requestAutosell(db, seller, 990_000, noon(DAY));
    investor(db, 2, 100_000, DAY);
    runUntil(db, noon('2024-05-07'));
    const collected = freeCapitalOf(db, seller, '2024-05-07'); // 9659.10 €
    expect(requestAutosell(db, seller, collected + 1, noon('2024-05-07'))).toEqual({
      ok: false,
      reason: 'not-enough-money',
    });
    expect(requestAutosell(db, seller, collected, noon('2024-05-07'))).toEqual({ ok: true });
    expect(salesFees(db)).toEqual([59]);
    expect(amounts(db, 'WITHDRAWAL')).toEqual([collected - 59]);
    expect(freeCapitalOf(db, seller, '2024-05-07')).toBe(0);
    expect(autosellStatus(db, seller, '2024-05-07').active).toBe(false);
  });

  it('the plain withdrawal during a sale is the same stop and withdraw', async () => {
    const { db, seller } = await sellerWithTwoParts();
    requestAutosell(db, seller, 990_000, noon(DAY));
    investor(db, 2, 100_000, DAY);
    runUntil(db, noon('2024-05-07'));
    expect(requestWithdrawal(db, seller, 10_000, noon('2024-05-07'))).toEqual({ ok: true });
    expect(amounts(db, 'WITHDRAWAL')).toEqual([10_000 - 59]);
    expect(autosellStatus(db, seller, '2024-05-07').active).toBe(false);
    expect(freeCapitalOf(db, seller, '2024-05-07')).toBe(965_910 - 10_000);
  });

  it('withdraws at once, without a fee, what the free capital already covers', async () => {
    const { db, seller } = await sellerWithTwoParts();
    requestAutosell(db, seller, 960_000, noon(DAY));
    expect(autosellStatus(db, seller, DAY).active).toBe(false);
    expect(salesFees(db)).toEqual([]);
    expect(amounts(db, 'WITHDRAWAL')).toEqual([960_000]);
  });

  it('counts repayments received during the sale towards the request', async () => {
    const { db, seller } = await sellerWithTwoParts();
    // 1 € short; no buyer ever comes, but the June installments bring more than that.
    requestAutosell(db, seller, 960_100, noon(DAY));
    runUntil(db, noon('2024-06-14'));
    expect(autosellStatus(db, seller, '2024-06-14')).toMatchObject({ active: true });
    runUntil(db, noon('2024-06-17'));
    expect(autosellStatus(db, seller, '2024-06-17').active).toBe(false);
    expect(salesFees(db)).toEqual([]);
    expect(amounts(db, 'WITHDRAWAL').slice(0, 1)).toEqual([960_100]);
  });

  it('finishes a sale within the sellable capital on the next day, though every buyer holds each loan', async () => {
    const db = await emptyWorld();
    // Four investors fund every loan together (the seller 3 %, the others up to 1000 € each):
    // each buyer of the seller's parts holds a part of the same loan.
    const seller = investor(db, 1, 1_000_000, DAY);
    for (const id of [2, 3, 4]) investor(db, id, 5_000_000, DAY);
    for (let n = 0; n < 5; n += 1) list(db, DAY, { amountCents: 300_000 });
    list(db, '2024-05-20', { amountCents: 300_000 }); // listed later: not paid out, not sellable
    runUntil(db, noon(DAY));
    expect(partsOf(db, 1).map((p) => p.depositId)).toEqual([1, 2, 3, 4]);
    // 3 % of its free capital in each paid-out loan: 300 €, 291 €, 282.27 €, 273.80 €, 265.58 €.
    const sellable = sellableCapital(db, seller, DAY);
    expect(sellable).toBe(141_265);

    const free = freeCapitalOf(db, seller, DAY);
    expect(requestAutosell(db, seller, free + Math.floor(sellable * 0.8), noon(DAY))).toEqual({
      ok: true,
    });
    runUntil(db, noon('2024-05-07'));
    expect(autosellStatus(db, seller, '2024-05-07').active).toBe(false);
    expect(amounts(db, 'AUTOSELL_TRANSACTION').reduce((a, b) => a + b, 0)).toBe(113_012);
    expect(sellableCapital(db, seller, '2024-05-07')).toBe(141_265 - 113_012);
  });
});
