import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/finance/index.ts';
import { CREDIT_LOSS_SALE_DAYS, creditLossSaleShare } from './credit-loss-sale.ts';
import { runUntil } from './run.ts';
import { emptyWorld, entriesOfType, investor, list, noon } from '../../test/engine-world.ts';

const PAYOUT = '2024-01-10';
/**
 * A defaulter with seed 0 pays nothing from the first installment (Thursday 15.2.) on: debt
 * collection after over 60 days, on the 61st.
 */
const WRITTEN_OFF = addDays('2024-02-15', 61);

const seedWith = (sold: boolean) =>
  Array.from({ length: 100 }, (_, s) => s * 3).find(
    (s) => (creditLossSaleShare(s) !== null) === sold,
  ) ?? expect.fail('no such seed');

async function writtenOffLoan(seed: number) {
  const db = await emptyWorld();
  investor(db, 1, 10_000_000, PAYOUT);
  investor(db, 2, 5_000_000, PAYOUT);
  investor(db, 3, 2_000_000, PAYOUT);
  investor(db, 4, 4_000_000, PAYOUT);
  list(db, PAYOUT, { amountCents: 300_000, behaviour: 'defaulter', behaviourSeed: seed });
  runUntil(db, noon(WRITTEN_OFF));
  return db;
}

describe('a credit-loss sale', () => {
  it('sells about two in three claims, each for 5–25 % of the principal lost', () => {
    const shares = Array.from({ length: 400 }, (_, seed) => creditLossSaleShare(seed));
    const sold = shares.filter((share) => share !== null);
    expect(sold.length).toBeGreaterThan(230);
    expect(sold.length).toBeLessThan(300);
    for (const share of sold) {
      expect(share).toBeGreaterThanOrEqual(500);
      expect(share).toBeLessThanOrEqual(2500);
    }
  });

  it('pays the price into the free capital of those who lost, 90 days after the write-off, split by what each lost', async () => {
    const seed = seedWith(true);
    const db = await writtenOffLoan(seed);
    const lost = entriesOfType(db, 'CREDIT_LOSS_AMOUNT');
    expect(lost.length).toBeGreaterThan(0);
    const saleDay = addDays(WRITTEN_OFF, CREDIT_LOSS_SALE_DAYS);
    runUntil(db, noon(addDays(saleDay, -1)));
    expect(entriesOfType(db, 'CREDIT_LOSS_BUY_PRICE')).toEqual([]);

    runUntil(db, noon(saleDay));
    const paid = entriesOfType(db, 'CREDIT_LOSS_BUY_PRICE');
    const share = creditLossSaleShare(seed) ?? expect.fail('not sold');
    const totalLost = lost.reduce((sum, entry) => sum + entry.amount_cents, 0);
    expect(paid.reduce((sum, entry) => sum + entry.amount_cents, 0)).toBe(
      Math.floor((totalLost * share) / 10_000),
    );
    expect(paid.every((entry) => entry.booked_at.startsWith(saleDay))).toBe(true);
    // Each part gets its share of the price: the larger loss, the larger payment.
    const byPart = new Map(paid.map((entry) => [entry.loan_part_id, entry.amount_cents]));
    for (const entry of lost) {
      const expected = Math.floor((entry.amount_cents * share) / 10_000);
      expect(Math.abs((byPart.get(entry.loan_part_id) ?? 0) - expected)).toBeLessThanOrEqual(1);
    }
    // Once: later days pay nothing more.
    runUntil(db, noon(addDays(saleDay, 40)));
    expect(entriesOfType(db, 'CREDIT_LOSS_BUY_PRICE')).toHaveLength(paid.length);
    db.close();
  });

  it('leaves an unsold claim lost', async () => {
    const db = await writtenOffLoan(seedWith(false));
    runUntil(db, noon(addDays(WRITTEN_OFF, CREDIT_LOSS_SALE_DAYS + 30)));
    expect(entriesOfType(db, 'CREDIT_LOSS_AMOUNT').length).toBeGreaterThan(0);
    expect(entriesOfType(db, 'CREDIT_LOSS_BUY_PRICE')).toEqual([]);
    db.close();
  });
});
