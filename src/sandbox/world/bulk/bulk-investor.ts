import { z } from 'zod';
import type { SqlDatabase, SqlValue } from '../../db/database.ts';
import { investorDocuments, signedDeposit, user } from '../../personas/build.ts';
import { seedPersonas } from '../../personas/seed.ts';
import type { Persona } from '../../personas/types.ts';
import { referenceNumber } from '../../domain/investors/reference-number.ts';
import {
  MARKETPLACE_FEES,
  WORLD,
  freeCapital,
  investedCapital,
  openAccount,
} from '../../domain/ledger/accounts.ts';
import { bulkLoad } from '../../domain/ledger/bulk-load.ts';
import type { AccountId } from '../../domain/ledger/types.ts';
import { bookingInstant, planBulkEntries, type BulkTotals } from './plan.ts';

export interface BulkInvestorOptions {
  transactions: number;
  /** The history ends just before this instant. */
  now: Date;
  /** How far back the history reaches; five years by default. */
  years?: number;
  seed?: number;
}

export interface BulkInvestor {
  personaId: string;
  userId: number;
  phone: string;
  /** The deposit's id in the investor endpoints (mambu_deposit_id). */
  depositId: string;
  /** Its row id, the ledger accounts' owner id. */
  depositRowId: number;
  transactions: number;
  firstBookedAt: string;
  lastBookedAt: string;
  totals: BulkTotals;
}

const DAY_MS = 86_400_000;
// 100 entries (six values each) a statement: far below SQLite's parameter limit, and few statements.
const BATCH = 100;
const ENTRY_COLUMNS =
  'group_id, debit_account_id, credit_account_id, amount_cents, type, booked_at, loan_id, loan_part_id';

const maxId = z.object({ id: z.number().nullable() });
const idRow = z.object({ id: z.number() });

function nextId(db: SqlDatabase, table: 'users' | 'ledger_groups'): number {
  return (db.get(maxId, `SELECT max(id) AS id FROM ${table}`)?.id ?? 0) + 1;
}

/** +358 49 and seven digits, apart from the personas' +358 40 numbers. */
const bulkPhone = (userId: number) => `+35849${String(userId).padStart(7, '0')}`;

function bulkPersona(userId: number, createdAt: string): Persona {
  const deposit = signedDeposit(
    `BULK${userId}`,
    referenceNumber(String(90_000 + userId)),
    createdAt,
    // Its history is the generated ledger, not a story played by the engine.
    { transfers: [], autoinvest: [] },
  );
  return {
    id: `bulk-investor-${userId}`,
    role: 'investor',
    description: 'A bulk investor: a signed deposit with a long generated ledger history.',
    user: user({
      id: userId,
      email: `bulk.investor.${userId}@example.fi`,
      createdAt,
      firstName: 'Bulk',
      lastName: `Investor ${userId}`,
      birthDate: '1970-01-01',
      mobilePhone: bulkPhone(userId),
      address: {
        line1: 'Testikatu 1',
        line2: null,
        postcode: '00100',
        city: 'Helsinki',
        country: 'FI',
      },
      deposits: [{ ...deposit, autoinvestActive: false }],
      documents: investorDocuments(createdAt),
    }),
  };
}

/**
 * A persona-like investor (a user with a signed deposit) whose deposit has `transactions` ledger
 * entries spread over the last years: deposits, investments in 400 loan parts, repaid capital,
 * interest, administration fees and withdrawals. All of it in one bulk load (ledger/bulk-load.ts)
 * with multi-row inserts (a million entries in seconds); the append-only triggers refuse only
 * changes and deletions. Not registered with autoinvest: the engine leaves it alone.
 */
export function insertBulkInvestor(db: SqlDatabase, options: BulkInvestorOptions): BulkInvestor {
  if (!Number.isSafeInteger(options.transactions) || options.transactions < 1) {
    throw new RangeError(`transactions must be a positive whole number: ${options.transactions}`);
  }
  const to = options.now.getTime() - 60_000;
  const from = to - (options.years ?? 5) * 365 * DAY_MS;
  const openedAt = new Date(from - DAY_MS);

  return bulkLoad(db, () => {
    const userId = nextId(db, 'users');
    const persona = bulkPersona(userId, openedAt.toISOString());
    seedPersonas(db, [persona], options.now);
    const deposit = db.get(idRow, 'SELECT id FROM deposits WHERE user_id = ?', userId);
    if (!deposit) throw new Error('The bulk investor has no deposit');
    const depositRowId = deposit.id;

    const free = openAccount(db, freeCapital('investor-deposit', depositRowId), openedAt).id;
    const world = openAccount(db, WORLD, openedAt).id;
    const fees = openAccount(db, MARKETPLACE_FEES, openedAt).id;
    const parts: AccountId[] = [];
    const partAccount = (part: number): AccountId => {
      const found = parts[part];
      if (found !== undefined) return found;
      // Part ids of their own, above any the engine could give in a sandbox's life.
      const id = openAccount(
        db,
        investedCapital('investor-deposit', depositRowId, 1_000_000_000 + userId * 1000 + part),
        openedAt,
      ).id;
      parts[part] = id;
      return id;
    };

    const plan = planBulkEntries({ transactions: options.transactions, seed: options.seed });
    let group = nextId(db, 'ledger_groups');
    let groups: SqlValue[] = [];
    let rows: SqlValue[] = [];
    const flush = () => {
      const count = groups.length / 2;
      if (count === 0) return;
      db.run(
        `INSERT INTO ledger_groups (id, created_at) VALUES ${'(?, ?), '.repeat(count - 1)}(?, ?)`,
        ...groups,
      );
      db.run(
        `INSERT INTO ledger_entries (${ENTRY_COLUMNS}) VALUES ${'(?, ?, ?, ?, ?, ?, NULL, NULL), '.repeat(count - 1)}(?, ?, ?, ?, ?, ?, NULL, NULL)`,
        ...rows,
      );
      groups = [];
      rows = [];
    };

    let index = 0;
    let first = '';
    let last = '';
    for (const entry of plan.entries) {
      const at = new Date(bookingInstant(index, options.transactions, from, to)).toISOString();
      if (index === 0) first = at;
      last = at;
      const counter =
        entry.counterparty === 'part'
          ? partAccount(entry.part)
          : entry.counterparty === 'marketplace'
            ? fees
            : world;
      const [debit, credit] = entry.intoFreeCapital ? [free, counter] : [counter, free];
      groups.push(group, at);
      rows.push(group, debit, credit, entry.amountCents, entry.type, at);
      group += 1;
      index += 1;
      if (groups.length / 2 === BATCH) flush();
    }
    flush();

    return {
      personaId: persona.id,
      userId,
      phone: bulkPhone(userId),
      depositId: `BULK${userId}`,
      depositRowId,
      transactions: options.transactions,
      firstBookedAt: first,
      lastBookedAt: last,
      totals: plan.totals,
    };
  });
}
