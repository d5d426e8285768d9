import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { resetData } from '../../world/reset.ts';
import { runUntil } from './run.ts';
import { emptyWorld, investor, list, noon } from '../../test/engine-world.ts';

const ENGINE_TABLES = [
  'engine_loans',
  'engine_loan_parts',
  'engine_installments',
  'engine_investors',
  'engine_progress',
];

describe('a sandbox reset', () => {
  it('empties the engine tables too, children before parents', async () => {
    const db = await emptyWorld();
    investor(db, 1, 10_000_000, '2024-01-10');
    list(db, '2024-01-10');
    runUntil(db, noon('2024-03-01'));
    const count = (table: string) =>
      db.get(z.object({ n: z.number() }), `SELECT count(*) AS n FROM ${table}`)?.n;
    for (const table of ENGINE_TABLES) expect(count(table)).toBeGreaterThan(0);

    resetData(db, noon('2024-03-01'), { world: false });
    for (const table of ENGINE_TABLES) expect(count(table)).toBe(0);
    db.close();
  });
});
