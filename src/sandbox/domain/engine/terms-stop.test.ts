import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../db/database.ts';
import { LATEST_TERMS_VERSION, PREVIOUS_TERMS_VERSION, acceptTerms } from '../documents/terms.ts';
import { autoinvestIsActive, investingAutoinvestors } from './autoinvest-state.ts';
import { requestAutosell } from './money-requests.ts';
import { partsOf } from './parts.ts';
import { runUntil } from './run.ts';
import { AUTOINVEST_TERMS_DEADLINE, autoinvestHeldForTerms } from './terms-stop.ts';
import { emptyWorld, investor, list, noon } from '../../test/engine-world.ts';

const BEFORE = '2021-03-10';
const AFTER = '2021-07-01';

/** A person with a deposit of the same id, who has accepted the given terms versions. */
function person(db: SqlDatabase, id: number, versions: string[]): void {
  db.run(
    `INSERT INTO users (id, created_at, updated_at, first_name, last_name)
     VALUES (?, '2020-01-01T10:00:00.000Z', '2020-01-01T10:00:00.000Z', 'Testi', 'Sijoittaja')`,
    id,
  );
  db.run(
    `INSERT INTO deposits (id, mambu_deposit_id, user_id, reference_number, created_at)
     VALUES (?, ?, ?, '12345', '2020-01-01T10:00:00.000Z')`,
    id,
    `DEP${id}`,
    id,
  );
  for (const version of versions)
    acceptTerms(db, id, version, 'release', new Date('2020-01-01T10:00:00.000Z'));
}

describe('autoinvest stop for unaccepted terms', () => {
  it('gives no new parts after the deadline to an investor who has not accepted', async () => {
    const db = await emptyWorld();
    person(db, 1, [PREVIOUS_TERMS_VERSION]);
    person(db, 2, [PREVIOUS_TERMS_VERSION, LATEST_TERMS_VERSION]);
    const unaccepted = investor(db, 1, 10_000_000, BEFORE);
    const accepted = investor(db, 2, 10_000_000, BEFORE);

    // Before the deadline both still invest.
    const early = list(db, BEFORE, { amountCents: 200_000 });
    runUntil(db, noon(BEFORE));
    expect(partsOf(db, early).map((p) => p.depositId)).toEqual([1, 2]);

    const late = list(db, AFTER, { amountCents: 200_000 });
    runUntil(db, noon(AFTER));
    expect(partsOf(db, late).map((p) => p.depositId)).toEqual([2]);
    expect(autoinvestHeldForTerms(db, unaccepted, AFTER)).toBe(true);
    expect(autoinvestHeldForTerms(db, accepted, AFTER)).toBe(false);
    // What `auto-invest status` reports: inactive for the one who has not accepted.
    expect(autoinvestIsActive(db, unaccepted, BEFORE)).toBe(true);
    expect(autoinvestIsActive(db, unaccepted, AFTER)).toBe(false);
    expect(autoinvestIsActive(db, accepted, AFTER)).toBe(true);
    db.close();
  });

  it('holds from the deadline day itself, and not for a deposit with no person or a company', async () => {
    const db = await emptyWorld();
    person(db, 1, [PREVIOUS_TERMS_VERSION]);
    const who = investor(db, 1, 0, BEFORE);
    expect(autoinvestHeldForTerms(db, who, BEFORE)).toBe(false);
    expect(autoinvestHeldForTerms(db, who, AUTOINVEST_TERMS_DEADLINE)).toBe(true);
    expect(autoinvestHeldForTerms(db, investor(db, 9, 0, BEFORE), AFTER)).toBe(false);
    expect(autoinvestHeldForTerms(db, { owner: 'company-deposit', depositId: 1 }, AFTER)).toBe(
      false,
    );
    // Accepting the latest terms lifts the hold.
    acceptTerms(db, 1, LATEST_TERMS_VERSION, 'release', noon(AFTER));
    expect(autoinvestHeldForTerms(db, who, AFTER)).toBe(false);
    db.close();
  });

  it('holds every way money is invested: a held investor buys nothing on the aftermarket', async () => {
    const db = await emptyWorld();
    person(db, 1, [PREVIOUS_TERMS_VERSION, LATEST_TERMS_VERSION]);
    person(db, 2, [PREVIOUS_TERMS_VERSION]);
    person(db, 3, [PREVIOUS_TERMS_VERSION, LATEST_TERMS_VERSION]);
    // The seller alone funds a loan before the deadline; both buyers come in after it.
    const seller = investor(db, 1, 10_000_000, BEFORE);
    const loan = list(db, BEFORE, { amountCents: 50_000 });
    runUntil(db, noon(BEFORE));
    const held = investor(db, 2, 10_000_000, AFTER);
    runUntil(db, noon(AFTER));
    expect(requestAutosell(db, seller, 10_000_000, noon(AFTER))).toEqual({ ok: true });

    runUntil(db, noon('2021-07-02'));
    // The only other investor is held: nothing is sold.
    expect(partsOf(db, loan).map((p) => p.depositId)).toEqual([1]);
    expect(investingAutoinvestors(db, '2021-07-02')).toEqual([]);

    investor(db, 3, 10_000_000, '2021-07-02');
    runUntil(db, noon('2021-07-03'));
    expect(partsOf(db, loan).map((p) => p.depositId)).toEqual([1, 3]);
    expect(autoinvestIsActive(db, held, '2021-07-03')).toBe(false);
    // The seller's sale is done, so it invests again; the held investor does not.
    expect(investingAutoinvestors(db, '2021-07-03').map((who) => who.depositId)).toEqual([1, 3]);
    db.close();
  });
});
