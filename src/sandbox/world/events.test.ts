import { describe, expect, it } from 'vitest';
import { lastProcessedDay } from '../domain/engine/run.ts';
import { entriesOfType, emptyWorld, list, noon } from '../test/engine-world.ts';
import type { Investor } from '../domain/engine/types.ts';
import { playEvents, type WorldEvent } from './events.ts';

const who: Investor = { owner: 'investor-deposit', depositId: 7 };

describe('playing events between the engine days', () => {
  it('lets an event act on its own day: the morning deposit funds that day’s listing', async () => {
    const db = await emptyWorld();
    list(db, '2024-01-10', { amountCents: 2_000 });
    list(db, '2024-02-20', { amountCents: 2_000 });
    const events: WorldEvent[] = [
      { day: '2024-02-20', kind: 'transfer', investor: who, cents: 100_000 },
      { day: '2024-02-20', kind: 'autoinvest', investor: who, active: true },
    ];
    playEvents(db, events, noon('2024-02-25'));
    // Both loans were waiting for money; both are funded on the day it came, not before.
    const investments = entriesOfType(db, 'INVESTMENTS').map((e) => e.booked_at.slice(0, 10));
    expect(investments.length).toBeGreaterThan(0);
    expect(new Set(investments)).toEqual(new Set(['2024-02-20']));
    expect(lastProcessedDay(db)).toBe('2024-02-25');
    db.close();
  });

  it('stops autoinvest from the day it is switched off', async () => {
    const db = await emptyWorld();
    list(db, '2024-01-10', { amountCents: 2_000 });
    list(db, '2024-03-10', { amountCents: 2_000 });
    playEvents(
      db,
      [
        { day: '2024-01-05', kind: 'transfer', investor: who, cents: 100_000 },
        { day: '2024-01-05', kind: 'autoinvest', investor: who, active: true },
        { day: '2024-03-01', kind: 'autoinvest', investor: who, active: false },
      ],
      noon('2024-03-20'),
    );
    const investments = entriesOfType(db, 'INVESTMENTS').filter((e) => e.loan_part_id !== null);
    // Listed (signed) on Monday 8.1., two banking days before its payout on 10.1.
    expect(investments.map((e) => e.booked_at.slice(0, 10))).toEqual(['2024-01-08']);
    db.close();
  });

  it('leaves out what happens after today: no money booked before it arrives', async () => {
    const db = await emptyWorld();
    list(db, '2024-01-10', { amountCents: 2_000 });
    playEvents(
      db,
      [
        { day: '2024-01-05', kind: 'transfer', investor: who, cents: 50_000 },
        { day: '2024-06-01', kind: 'transfer', investor: who, cents: 70_000 },
      ],
      noon('2024-02-01'),
    );
    expect(entriesOfType(db, 'DEPOSIT').map((e) => e.amount_cents)).toEqual([50_000]);
    db.close();
  });
});
