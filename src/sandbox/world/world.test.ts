import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIXED_RATE_PRODUCT_FROM, TEMPORARY_RATE_CAP } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../db/database.ts';
import { PERSONAS } from '../personas/personas.ts';
import { seedPersonas } from '../personas/seed.ts';
import { depositFigures } from '../domain/ledger/figures.ts';
import { sellableCapital } from '../domain/engine/aftermarket.ts';
import { autosellStatus } from '../domain/engine/autosell.ts';
import { runUntil } from '../domain/engine/run.ts';
import { emptyWorld, noon } from '../test/engine-world.ts';
import { buildWorld } from './build.ts';
import { WORLD_SETTINGS, type WorldSettings } from './settings.ts';

/** Each build takes seconds, more on a machine busy with other work. */
const BUILD_TIMEOUT_MS = 60_000;

async function world(day: string, settings: WorldSettings = WORLD_SETTINGS) {
  const db = await emptyWorld();
  db.transaction(() => {
    seedPersonas(db, PERSONAS, noon(day));
    buildWorld(db, PERSONAS, noon(day), settings);
  });
  return db;
}

/** Every ledger entry and every loan, hashed: two equal worlds give the same fingerprint. */
function ledgerFingerprint(db: SqlDatabase): string {
  const rows = z.record(z.string(), z.unknown());
  const hash = createHash('sha256');
  for (const table of ['ledger_accounts', 'ledger_entries', 'engine_loans', 'engine_loan_parts']) {
    hash.update(JSON.stringify(db.all(rows, `SELECT * FROM ${table} ORDER BY rowid`)));
  }
  return hash.digest('hex');
}

const depositRow = z.object({ id: z.number(), user_id: z.number().nullable() });

function depositOf(db: SqlDatabase, mambuDepositId: string) {
  const row = db.get(
    depositRow,
    'SELECT id, user_id FROM deposits WHERE mambu_deposit_id = ?',
    mambuDepositId,
  );
  if (!row) throw new Error(`no deposit ${mambuDepositId}`);
  const owner = row.user_id === null ? ('company-deposit' as const) : ('investor-deposit' as const);
  return { owner, depositId: row.id };
}

const typeRow = z.object({ type: z.string(), first: z.string(), last: z.string() });

/** The entry types on a deposit's accounts, with the first and last day each was booked. */
function typesOf(db: SqlDatabase, mambuDepositId: string) {
  const { owner, depositId } = depositOf(db, mambuDepositId);
  return db.all(
    typeRow,
    `SELECT e.type, min(e.booked_at) AS first, max(e.booked_at) AS last
     FROM ledger_accounts a JOIN ledger_entries e
       ON e.debit_account_id = a.id OR e.credit_account_id = a.id
     WHERE a.owner_kind = ? AND a.owner_id = ? GROUP BY e.type ORDER BY e.type`,
    owner,
    depositId,
  );
}

describe('the seeded world', () => {
  it(
    'is the same for the same seed and day, and another for another seed',
    async () => {
      const first = await world('2021-06-30');
      const second = await world('2021-06-30');
      expect(ledgerFingerprint(second)).toBe(ledgerFingerprint(first));
      const reseeded = await world('2021-06-30', { ...WORLD_SETTINGS, seed: 7 });
      expect(ledgerFingerprint(reseeded)).not.toBe(ledgerFingerprint(first));
      for (const db of [first, second, reseeded]) db.close();
    },
    BUILD_TIMEOUT_MS,
  );
});

describe('the personas’ stories, played up to 6 May 2024', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = await world('2024-05-06');
  }, BUILD_TIMEOUT_MS);

  it('give the investor with history every kind of transaction from February 2020 on', () => {
    const types = typesOf(db, 'DEP1041');
    expect(types.map((row) => row.type)).toEqual([
      'ADMINISTRATION_FEE',
      'CREDIT_LOSS_AMOUNT',
      'CREDIT_LOSS_BUY_PRICE',
      'DEPOSIT',
      'INTEREST_PAID',
      'INVESTMENTS',
      'REPAID_CAPITAL',
    ]);
    const deposits = types.find((row) => row.type === 'DEPOSIT');
    expect(deposits?.first.slice(0, 10)).toBe('2020-02-10');
    expect(deposits?.last.slice(0, 10)).toBe('2024-02-05');
  });

  it('fund every signed deposit with autoinvest from the engine, none from written balances', () => {
    for (const mambuId of ['DEP1041', 'DEP1051', 'DEP1121', 'DEP1061', 'DEP5011', 'DEP1071']) {
      const figures = depositFigures(db, depositOf(db, mambuId), {
        from: new Date('2019-01-01T00:00:00Z'),
        to: noon('2024-05-07'),
      });
      expect(figures.deposits, mambuId).toBeGreaterThan(0);
      expect(figures.investments, mambuId).toBeGreaterThan(0);
      expect(figures.interestPaid, mambuId).toBeGreaterThan(0);
      expect(figures.portfolioValue, mambuId).toBeGreaterThan(0);
    }
    for (const mambuId of ['DEP1111', 'DEP1211']) {
      expect(typesOf(db, mambuId).map((row) => row.type)).toContain('INTEREST_PAID');
    }
  });

  it('leave the mid-autosell investor with an autosell asked for today, done the next day', () => {
    const investor = depositOf(db, 'DEP1051');
    const asked = autosellStatus(db, investor, '2024-05-06');
    expect(asked.active).toBe(true);
    // Up to the end of today, whose repayments count: those due on the weekend of 4–5 May
    // arrive on Monday 6 May, booked at noon (the engine has run no later day).
    const figures = depositFigures(db, investor, {
      from: noon('2024-05-06'),
      to: noon('2024-05-07'),
    });
    expect(asked.requestedCents).toBeGreaterThan(figures.freeCapital);
    expect(asked.remainingCents).toBe(asked.requestedCents - figures.freeCapital);
    // Asked within what the portfolio calls sellable, which is what the aftermarket sells.
    expect(asked.remainingCents).toBeLessThanOrEqual(sellableCapital(db, investor, '2024-05-06'));
    expect(typesOf(db, 'DEP1051').map((row) => row.type)).not.toContain('AUTOSELL_TRANSACTION');

    // The README's promise: a sale within the sellable capital is done by the next day's run.
    runUntil(db, noon('2024-05-07'));
    const sold = typesOf(db, 'DEP1051').find((row) => row.type === 'AUTOSELL_TRANSACTION');
    expect(sold?.first.slice(0, 10)).toBe('2024-05-07');
    expect(autosellStatus(db, investor, '2024-05-07').active).toBe(false);
    const withdrawn = typesOf(db, 'DEP1051').find((row) => row.type === 'WITHDRAWAL');
    expect(withdrawn?.last.slice(0, 10)).toBe('2024-05-07');
  });

  it('price the new platform’s loans as the products’ history allows (spec §1 dates)', () => {
    // The old platform's fixed-rate loans (before 2020, legacy portfolios) had their own terms.
    const loans = db.all(
      z.object({ product: z.string(), rate: z.number(), listed_on: z.string() }),
      `SELECT product, annual_rate_bp AS rate, listed_on FROM engine_loans
       WHERE listed_on >= '2020-01-01'`,
    );
    const fixed = loans.filter((loan) => loan.product === 'fixed');
    expect(fixed.length).toBeGreaterThan(0);
    for (const loan of fixed)
      expect(loan.listed_on >= FIXED_RATE_PRODUCT_FROM, loan.listed_on).toBe(true);
    const aboveCap = loans.filter((loan) => loan.rate > TEMPORARY_RATE_CAP.basisPoints);
    expect(aboveCap.length).toBeGreaterThan(0);
    for (const loan of aboveCap) expect(loan.listed_on > '2021-09-30', loan.listed_on).toBe(true);
    const installmentsAboveCap = db.get(
      z.object({ n: z.number() }),
      `SELECT count(*) AS n FROM engine_installments i JOIN engine_loans l ON l.id = i.loan_id
       WHERE l.listed_on >= '2020-01-01' AND l.listed_on <= '2021-09-30' AND i.annual_rate_bp > 1000`,
    );
    expect(installmentsAboveCap?.n).toBe(0);
  });

  it('leave the company without signing right 2 with its money uninvested, the unsigned empty', () => {
    expect(typesOf(db, 'DEP5021').map((row) => row.type)).toEqual(['DEPOSIT']);
    expect(typesOf(db, 'DEP1131')).toEqual([]);
  });
});
