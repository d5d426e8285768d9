import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../db/database.ts';
import { freeCapitalOf } from './investors.ts';
import { requestWithdrawal } from './money-requests.ts';
import { runUntil } from './run.ts';
import { allBalances, emptyWorld, entriesOfType, investor, noon } from '../../test/engine-world.ts';

const outgoing = (db: SqlDatabase) =>
  allBalances(db).find((a) => a.owner_kind === 'world' && a.kind === 'outgoing-payments')
    ?.balance ?? 0;

/** The days on which money left for the bank (the second WITHDRAWAL leg, into the world). */
const paidOn = (db: SqlDatabase) =>
  entriesOfType(db, 'WITHDRAWAL')
    .filter((_, index) => index % 2 === 1)
    .map((e) => [e.booked_at.slice(0, 10), e.amount_cents]);

async function requestOn(day: string, cents: number) {
  const db = await emptyWorld();
  const who = investor(db, 1, 100_000, day);
  runUntil(db, noon(day));
  expect(requestWithdrawal(db, who, cents, noon(day))).toEqual({ ok: true });
  return { db, who };
}

describe('withdrawals', () => {
  it('leave the free capital at once and reach the bank two banking days later', async () => {
    const { db, who } = await requestOn('2024-05-06', 40_000); // a Monday
    expect(freeCapitalOf(db, who, '2024-05-06')).toBe(60_000);
    expect(entriesOfType(db, 'WITHDRAWAL').map((e) => e.amount_cents)).toEqual([40_000]);
    expect(outgoing(db)).toBe(40_000);

    runUntil(db, noon('2024-05-07'));
    expect(paidOn(db)).toEqual([]);
    runUntil(db, noon('2024-05-08'));
    expect(paidOn(db)).toEqual([['2024-05-08', 40_000]]);
    expect(outgoing(db)).toBe(0);
    expect(freeCapitalOf(db, who, '2024-05-08')).toBe(60_000);
  });

  it('asked on a Friday before Epiphany Monday, are paid on Wednesday', async () => {
    const { db } = await requestOn('2025-01-03', 100_000);
    runUntil(db, noon('2025-01-07'));
    expect(paidOn(db)).toEqual([]);
    runUntil(db, noon('2025-01-10'));
    expect(paidOn(db)).toEqual([['2025-01-08', 100_000]]);
  });

  it('asked on the Thursday before Easter, wait for Good Friday and Easter Monday', async () => {
    const { db } = await requestOn('2025-04-17', 1);
    runUntil(db, noon('2025-04-22'));
    expect(paidOn(db)).toEqual([]);
    runUntil(db, noon('2025-04-30'));
    expect(paidOn(db)).toEqual([['2025-04-23', 1]]);
  });

  it('asked in the morning, are booked after the day the engine has already run', async () => {
    const db = await emptyWorld();
    const who = investor(db, 1, 100_000, '2024-05-06'); // booked at noon, Helsinki time
    const morning = new Date('2024-05-06T05:00:00.000Z');
    runUntil(db, morning);
    expect(requestWithdrawal(db, who, 100_000, morning)).toEqual({ ok: true });
    expect(entriesOfType(db, 'WITHDRAWAL').map((e) => e.booked_at)).toEqual([
      noon('2024-05-06').toISOString(),
    ]);
  });

  it('refuse more than the free capital and book nothing', async () => {
    const db = await emptyWorld();
    const who = investor(db, 1, 100_000, '2024-05-06');
    runUntil(db, noon('2024-05-06'));
    expect(requestWithdrawal(db, who, 100_001, noon('2024-05-06'))).toEqual({
      ok: false,
      reason: 'not-enough-money',
    });
    expect(entriesOfType(db, 'WITHDRAWAL')).toEqual([]);
    expect(freeCapitalOf(db, who, '2024-05-06')).toBe(100_000);
  });
});
