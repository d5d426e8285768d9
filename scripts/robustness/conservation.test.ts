import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/finance/index.ts';
import { runUntil } from '../../src/sandbox/domain/engine/run.ts';
import { emptyWorld, investor, list, noon } from '../../src/sandbox/test/engine-world.ts';
import { conservationViolations } from './conservation.ts';

const START = '2024-01-10';

async function world() {
  const db = await emptyWorld();
  investor(db, 1, 5_000_000, START);
  investor(db, 2, 2_000_000, START);
  list(db, START, { amountCents: 150_000, dueDay: 5, borrowerUserId: 901 });
  list(db, START, { amountCents: 90_000, dueDay: 25, behaviour: 'tardy', behaviourSeed: 3 });
  runUntil(db, noon(addDays(START, 100)));
  return db;
}

describe('the conservation check over a whole database', () => {
  it('holds for a world the engine ran', async () => {
    expect(conservationViolations(await world())).toEqual([]);
  });

  it('finds an installment marked paid that was never booked', async () => {
    const db = await world();
    db.run(
      `UPDATE engine_installments SET state = 'PAID'
       WHERE rowid = (SELECT min(rowid) FROM engine_installments WHERE state <> 'PAID')`,
    );
    expect(conservationViolations(db)).toEqual([expect.stringMatching(/^loan \d+ /)]);
  });
});
