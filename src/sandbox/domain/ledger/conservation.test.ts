import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMORY, openDatabase, type SqlDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { portfolioDays, portfolioDaysFromEntries } from '../../test/portfolio-days.ts';
import {
  MARKETPLACE_FEES,
  WORLD,
  borrowerReceivable,
  freeCapital,
  investedCapital,
  legacyOutgoingTransfers,
  loanPrincipal,
  openAccount,
} from './accounts.ts';
import { balance } from './balance.ts';
import { entries } from './entries.ts';
import { LedgerError, post, postGroup, type Leg } from './post.ts';
import { ENTRY_TYPES, type AccountId, type AccountKey } from './types.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2020-01-01T00:00:00.000Z');
const at = (day: number) => new Date(T0 + day * DAY);

// The outside world first: index 0 in the arbitraries below.
const KEYS: readonly AccountKey[] = [
  WORLD,
  MARKETPLACE_FEES,
  freeCapital('investor-deposit', 1),
  investedCapital('investor-deposit', 1, 11),
  investedCapital('investor-deposit', 1, 12),
  freeCapital('investor-deposit', 2),
  investedCapital('investor-deposit', 2, 11),
  freeCapital('company-deposit', 3),
  investedCapital('company-deposit', 3, 21),
  loanPrincipal(1),
  loanPrincipal(2),
  borrowerReceivable(9),
  // An old fixed-rate portfolio: free capital, a loan part, its transfers to the new portfolio.
  freeCapital('legacy-portfolio', 70_108),
  investedCapital('legacy-portfolio', 70_108, 31),
  legacyOutgoingTransfers(70_108),
];

interface LegSpec {
  debit: number;
  credit: number;
  amountCents: number;
  type: (typeof ENTRY_TYPES)[number];
}
type Action =
  | { kind: 'post'; day: number; leg: LegSpec }
  | { kind: 'group'; day: number; legs: LegSpec[] }
  | { kind: 'refused'; day: number; legs: LegSpec[] };

const accountIndex = fc.nat({ max: KEYS.length - 1 });
const goodLeg: fc.Arbitrary<LegSpec> = fc
  .record({
    debit: accountIndex,
    credit: accountIndex,
    amountCents: fc.integer({ min: 1, max: 1_000_000_000 }),
    type: fc.constantFrom(...ENTRY_TYPES),
  })
  .filter((leg) => leg.debit !== leg.credit);
// Each one breaks exactly one rule of post.
const badLeg: fc.Arbitrary<LegSpec> = fc.oneof(
  goodLeg.chain((leg) =>
    fc
      .constantFrom(0, -1, -500, 0.5, 99.99, Number.MAX_SAFE_INTEGER + 1, Number.NaN)
      .map((amountCents) => ({ ...leg, amountCents })),
  ),
  goodLeg.map((leg) => ({ ...leg, credit: leg.debit })),
);
const day = fc.nat({ max: 5 * 365 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('post' as const), day, leg: goodLeg }),
  fc.record({
    kind: fc.constant('group' as const),
    day,
    legs: fc.array(goodLeg, { minLength: 1, maxLength: 4 }),
  }),
  // A group with one bad leg among good ones: nothing of it may be booked.
  fc.record({
    kind: fc.constant('refused' as const),
    day,
    legs: fc
      .tuple(fc.array(goodLeg, { maxLength: 3 }), badLeg, fc.nat())
      .map(([good, bad, position]) => good.toSpliced(position % (good.length + 1), 0, bad)),
  }),
);

/** The net money a leg brings in from outside: the only way internal accounts may change. */
const fromOutside = (leg: LegSpec) =>
  (leg.credit === 0 ? leg.amountCents : 0) - (leg.debit === 0 ? leg.amountCents : 0);

async function ledger(): Promise<{ db: SqlDatabase; ids: AccountId[] }> {
  const db = await openDatabase(MEMORY);
  migrate(db);
  return { db, ids: KEYS.map((key) => openAccount(db, key, at(0)).id) };
}

describe('ledger conservation', () => {
  it('keeps the sum of all balances at zero, and changes the internal sum only from outside', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 30 }), day, async (actions, cut) => {
        const { db, ids } = await ledger();
        const toLeg = (spec: LegSpec): Leg => ({
          debit: ids[spec.debit] ?? expect.fail('no such account'),
          credit: ids[spec.credit] ?? expect.fail('no such account'),
          amountCents: spec.amountCents,
          type: spec.type,
        });
        // The model: each account's balance, and the bookings for a balance at an instant.
        const expected = ids.map(() => 0);
        const booked: { day: number; leg: LegSpec }[] = [];
        const balances = () => ids.map((id) => balance(db, id));
        let internal = 0;
        try {
          for (const step of actions) {
            const legs = step.kind === 'post' ? [step.leg] : step.legs;
            if (step.kind === 'refused') {
              expect(() =>
                postGroup(db, { bookedAt: at(step.day), legs: legs.map(toLeg) }),
              ).toThrow(LedgerError);
              expect(portfolioDays(db)).toEqual(portfolioDaysFromEntries(db));
              continue;
            }
            if (step.kind === 'post') post(db, { ...toLeg(step.leg), bookedAt: at(step.day) });
            else postGroup(db, { bookedAt: at(step.day), legs: legs.map(toLeg) });
            for (const leg of legs) {
              expected[leg.debit] = (expected[leg.debit] ?? 0) + leg.amountCents;
              expected[leg.credit] = (expected[leg.credit] ?? 0) - leg.amountCents;
              booked.push({ day: step.day, leg });
            }
            const now = balances();
            expect(now).toEqual(expected);
            expect(now.reduce((sum, cents) => sum + cents, 0)).toBe(0);
            const internalNow = now.slice(1).reduce((sum, cents) => sum + cents, 0);
            expect(internalNow - internal).toBe(
              legs.reduce((sum, leg) => sum + fromOutside(leg), 0),
            );
            internal = internalNow;
            // The per-day flows (migration 0015) are the sums of the entries, and only theirs.
            expect(portfolioDays(db)).toEqual(portfolioDaysFromEntries(db));
          }
          expect(balances()).toEqual(expected);

          // At any instant the balances match the bookings before it and still sum to zero, and
          // an account's listed entries add up to the change of its balance over the range.
          const before = ids.map(() => 0);
          for (const { day: bookedDay, leg } of booked)
            if (bookedDay < cut) {
              before[leg.debit] = (before[leg.debit] ?? 0) + leg.amountCents;
              before[leg.credit] = (before[leg.credit] ?? 0) - leg.amountCents;
            }
          const atCut = ids.map((id) => balance(db, id, { until: at(cut) }));
          expect(atCut).toEqual(before);
          expect(atCut.reduce((sum, cents) => sum + cents, 0)).toBe(0);
          for (const [index, id] of ids.entries()) {
            let listed = 0;
            for (const entry of entries(db, id, { from: at(cut), to: at(6 * 365) }))
              listed += entry.amountCents;
            expect(listed).toBe((expected[index] ?? 0) - (before[index] ?? 0));
          }
        } finally {
          db.close();
        }
      }),
      { numRuns: 60 },
    );
  });
});
