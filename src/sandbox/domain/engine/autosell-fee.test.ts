import { describe, expect, it } from 'vitest';
import { autosellWithdrawal } from '#shared/domain/finance/index.ts';
import { autosellStatus } from './autosell.ts';
import { freeCapitalOf } from './investors.ts';
import { requestAutosell } from './money-requests.ts';
import { runUntil } from './run.ts';
import { emptyWorld, entriesOfType, investor, list, noon } from '../../test/engine-world.ts';

const DAY = '2024-05-06';

/**
 * The figures the confirm dialog shows (shared autosellWithdrawal) are what the engine books:
 * the seller keeps 9600 € free beside two 200 € loan parts, asks for more, and a large buyer
 * takes the shortfall the next day.
 */
describe('the autosell fee the dialog shows is the one the engine books', () => {
  it.each([
    [990_000, 'a whole-cent fee'],
    [972_350, 'a tie (123.50 € sold: 1.235 €) rounded to the even cent'],
    [960_001, 'a fee under half a cent: none'],
  ])('asking %i cents: %s', async (amountCents) => {
    const db = await emptyWorld();
    const seller = investor(db, 1, 1_000_000, DAY);
    list(db, DAY, { amountCents: 20_000 });
    list(db, DAY, { amountCents: 20_000 });
    runUntil(db, noon(DAY));
    const shown = autosellWithdrawal(amountCents, freeCapitalOf(db, seller, DAY));
    if (!shown) throw new Error('expected an autosell');

    expect(requestAutosell(db, seller, amountCents, noon(DAY))).toEqual({ ok: true });
    investor(db, 2, 10_000_000, DAY);
    runUntil(db, noon('2024-05-07'));

    expect(autosellStatus(db, seller, '2024-05-07').active).toBe(false);
    const sold = entriesOfType(db, 'AUTOSELL_TRANSACTION').reduce((s, e) => s + e.amount_cents, 0);
    expect(sold).toBe(shown.shortfallCents);
    const salesFees = entriesOfType(db, 'TRANSACTION_FEE')
      .filter((e) => e.loan_id === null)
      .map((e) => e.amount_cents);
    expect(salesFees).toEqual(shown.feeCents > 0 ? [shown.feeCents] : []);
    expect(entriesOfType(db, 'WITHDRAWAL').map((e) => e.amount_cents)).toEqual([
      shown.transferCents,
    ]);
  });
});
