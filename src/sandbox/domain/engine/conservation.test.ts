import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { addDays, percentOf } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { balance } from '../ledger/balance.ts';
import { depositFigures } from '../ledger/figures.ts';
import type { AccountId } from '../ledger/types.ts';
import { depositFunds } from './investors.ts';
import { requestAutosell, requestAutosellCancel, requestWithdrawal } from './money-requests.ts';
import { runUntil } from './run.ts';
import { allBalances, emptyWorld, investor, list, noon } from '../../test/engine-world.ts';
import { legacyPortfolio, placeFixedRateLoan } from '../legacy/fixed-rate-loans.ts';
import { legacyInvestor } from '../../test/legacy-investor.ts';
import { portfolioDays, portfolioDaysFromEntries } from '../../test/portfolio-days.ts';
import { requestLegacyWithdrawal } from '../legacy/withdrawal.ts';

const START = '2024-01-01';
/** 60 random runs of up to hundreds of engine days: seconds alone, more on a busy machine. */
const CONSERVATION_TIMEOUT_MS = 60_000;
const INVESTORS = [1, 2, 3, 4];
/**
 * Old fixed-rate portfolios: the first onboarded to the new system (its withdrawals are
 * transfers to deposit 1), the second not (they go to its bank).
 */
const LEGACY = [70_001, 70_002];

type Action =
  | { kind: 'deposit'; investor: number; cents: number }
  | {
      kind: 'list';
      cents: number;
      termMonths: number;
      dueDay: number;
      product: 'reducing' | 'fixed';
      behaviour: 'punctual' | 'tardy' | 'defaulter';
      seed: number;
    }
  | { kind: 'advance'; days: number }
  | { kind: 'withdraw' | 'autosell'; investor: number; cents: number }
  | { kind: 'cancel'; investor: number }
  | { kind: 'legacy-withdraw'; legacy: number; cents: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    investor: fc.constantFrom(...INVESTORS),
    cents: fc.integer({ min: 1, max: 2_000_000 }),
  }),
  fc.record({
    kind: fc.constant('list' as const),
    cents: fc.integer({ min: 1, max: 300_000 }),
    termMonths: fc.integer({ min: 1, max: 12 }),
    dueDay: fc.integer({ min: 1, max: 28 }),
    product: fc.constantFrom('reducing' as const, 'fixed' as const),
    behaviour: fc.constantFrom('punctual' as const, 'tardy' as const, 'defaulter' as const),
    seed: fc.nat({ max: 1000 }),
  }),
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    kind: fc.constantFrom('withdraw' as const, 'autosell' as const),
    investor: fc.constantFrom(...INVESTORS),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), investor: fc.constantFrom(...INVESTORS) }),
  fc.record({
    kind: fc.constant('legacy-withdraw' as const),
    legacy: fc.constantFrom(...LEGACY),
    cents: fc.integer({ min: 1, max: 1_000_000 }),
  }),
);

/** A run through every path: a loan repaid, one paid late, one sent to debt collection. */
const ALL_PATHS: Action[] = [
  {
    kind: 'list',
    cents: 100_000,
    termMonths: 2,
    dueDay: 5,
    product: 'fixed',
    behaviour: 'punctual',
    seed: 0,
  },
  {
    kind: 'list',
    cents: 80_000,
    termMonths: 3,
    dueDay: 9,
    product: 'reducing',
    behaviour: 'tardy',
    seed: 1,
  },
  {
    kind: 'list',
    cents: 60_000,
    termMonths: 6,
    dueDay: 20,
    product: 'fixed',
    behaviour: 'defaulter',
    seed: 0,
  },
  // Deposit 1 is held for unaccepted terms and buys nothing: deposit 2 makes sure the three loans
  // are funded and paid out, so the defaulter's credit loss is reached.
  { kind: 'deposit', investor: 2, cents: 2_000_000 },
  { kind: 'advance', days: 100 },
  { kind: 'deposit', investor: 2, cents: 20_000 },
  { kind: 'advance', days: 100 },
];

/** Withdrawals, an autosell that sells, its stop and withdraw, and one cancelled. */
const MONEY_PATHS: Action[] = [
  ...ALL_PATHS.slice(0, 3),
  // Deposit 1 is a person's who has not accepted the latest terms: held, it neither funds the
  // loans nor buys on the aftermarket, so deposit 2 funds them and buys deposit 4's parts.
  { kind: 'deposit', investor: 2, cents: 2_000_000 },
  { kind: 'advance', days: 1 },
  { kind: 'autosell', investor: 1, cents: 4_990_000 },
  { kind: 'withdraw', investor: 4, cents: 10_000 },
  { kind: 'advance', days: 3 },
  { kind: 'withdraw', investor: 1, cents: 100_000 },
  { kind: 'autosell', investor: 4, cents: 990_000 },
  { kind: 'deposit', investor: 2, cents: 2_000_000 },
  // Funded on Saturday 6.1.2024 (Epiphany), loans 2 and 3 are paid out on Monday 8.1, the first
  // banking day, and are sellable from then on.
  { kind: 'advance', days: 4 },
  { kind: 'cancel', investor: 4 },
  { kind: 'advance', days: 40 },
];

/** Both old portfolios withdraw, one to the new portfolio and one to the bank, and it arrives. */
const LEGACY_PATHS: Action[] = [
  ...ALL_PATHS.slice(0, 3),
  { kind: 'advance', days: 40 },
  { kind: 'legacy-withdraw', legacy: 70_001, cents: 50_000 },
  { kind: 'legacy-withdraw', legacy: 70_002, cents: 20_000 },
  { kind: 'advance', days: 1 },
  { kind: 'legacy-withdraw', legacy: 70_001, cents: 900_000 },
  { kind: 'advance', days: 5 },
];

const sumRow = z.object({ cents: z.number() });
const sum = (db: SqlDatabase, sql: string, ...params: (string | number)[]) =>
  db.get(sumRow, `SELECT coalesce(sum(x), 0) AS cents FROM (${sql})`, ...params)?.cents ?? 0;

/** The invariants the ledger and the loan book keep after every action. */
function checkInvariants(db: SqlDatabase, deposited: number, today: string): void {
  const balances = allBalances(db);
  const of = (owner: string, kind: string, id: number | null = null) =>
    balances.filter(
      (a) => a.owner_kind === owner && a.kind === kind && (id === null || a.owner_id === id),
    );
  // Double entry: all balances sum to zero, so the internal accounts hold exactly what came in
  // from outside: the deposits and the borrowers' payments less the loans paid out.
  expect(balances.reduce((total, a) => total + a.balance, 0)).toBe(0);
  checkDayBalances(db, balances, today);
  expect(portfolioDays(db)).toEqual(portfolioDaysFromEntries(db));
  const internal = balances.filter((a) => a.owner_kind !== 'world');
  const paidIn = sum(
    db,
    `SELECT amount_cents AS x FROM ledger_entries e JOIN ledger_accounts a
     ON a.id = e.credit_account_id
     WHERE a.owner_kind = 'world' AND a.kind = 'clearing' AND e.type <> 'DEPOSIT'`,
  );
  const paidOut = sum(
    db,
    'SELECT amount_cents AS x FROM engine_loans WHERE disbursed_on IS NOT NULL',
  );
  // Withdrawals leave the deposits for the outgoing payments, which the banks are paid from.
  const withdrawn = sum(
    db,
    `SELECT amount_cents AS x FROM ledger_entries e JOIN engine_withdrawals w ON w.entry_id = e.id`,
  );
  expect(internal.reduce((total, a) => total + a.balance, 0)).toBe(
    deposited + paidIn - paidOut - withdrawn,
  );
  checkWithdrawals(db, balances, today);
  checkAutosells(db);
  checkLegacyTransfers(db, balances, today);

  for (const a of of('investor-deposit', 'free-capital'))
    expect(a.balance).toBeGreaterThanOrEqual(0);
  for (const a of of('legacy-portfolio', 'free-capital'))
    expect(a.balance).toBeGreaterThanOrEqual(0);
  for (const a of of('marketplace', 'fee-income')) expect(a.balance).toBeGreaterThanOrEqual(0);

  // Each loan: what its parts are owed is what the borrower owes, the amount less the
  // principal paid, until debt collection takes it off the books.
  const loans = db.all(
    z.object({
      id: z.number(),
      amount_cents: z.number(),
      state: z.string(),
      borrower_user_id: z.number(),
    }),
    'SELECT id, amount_cents, state, borrower_user_id FROM engine_loans',
  );
  for (const loan of loans) {
    const parts = db.all(
      z.object({ id: z.number(), amount_cents: z.number() }),
      'SELECT id, amount_cents FROM engine_loan_parts WHERE loan_id = ?',
      loan.id,
    );
    const owed = parts.reduce((total, part) => {
      const account = balances.find(
        (a) => a.kind === 'invested-capital' && a.loan_part_id === part.id,
      );
      const cents = account?.balance ?? 0;
      expect(cents).toBeGreaterThanOrEqual(0);
      expect(cents).toBeLessThanOrEqual(part.amount_cents);
      return total + cents;
    }, 0);
    const principal = of('loan', 'principal', loan.id)[0]?.balance ?? 0;
    const repaid = sum(
      db,
      "SELECT principal_cents AS x FROM engine_installments WHERE loan_id = ? AND state = 'PAID'",
      loan.id,
    );
    if (loan.state === 'APPROVED') expect(principal).toBe(0);
    else if (loan.state === 'CLOSED_WRITTEN_OFF') expect([principal, owed]).toEqual([0, 0]);
    else
      expect([0 - principal, owed]).toEqual([
        loan.amount_cents - repaid,
        loan.amount_cents - repaid,
      ]);
    // The reminders invoiced and not yet paid are what the borrower owes besides.
    const unpaidPenalties = sum(
      db,
      "SELECT penalty_cents AS x FROM engine_installments WHERE loan_id = ? AND state <> 'PAID'",
      loan.id,
    );
    expect(0 - (of('borrower', 'receivable', loan.borrower_user_id)[0]?.balance ?? 0)).toBe(
      unpaidPenalties,
    );
  }

  // Each deposit's figures reconcile with its free capital, sales on the aftermarket and the
  // prices of written-off claims sold included.
  const portfolios = [
    ...INVESTORS.map((depositId) => ({ owner: 'investor-deposit' as const, depositId })),
    ...LEGACY.map(legacyPortfolio),
  ];
  for (const { owner, depositId } of portfolios) {
    const f = depositFigures(
      db,
      { owner, depositId },
      { from: new Date('2000-01-01T00:00:00Z'), to: noon(addDays(today, 1)) },
    );
    const sold = sum(
      db,
      `SELECT e.amount_cents AS x FROM ledger_entries e JOIN ledger_accounts a
       ON a.id = e.debit_account_id
       WHERE e.type = 'AUTOSELL_TRANSACTION' AND a.kind = 'free-capital' AND a.owner_id = ?
         AND a.owner_kind = ?`,
      depositId,
      owner,
    );
    const recovered = sum(
      db,
      `SELECT e.amount_cents AS x FROM ledger_entries e JOIN ledger_accounts a
       ON a.id = e.debit_account_id
       WHERE e.type = 'CREDIT_LOSS_BUY_PRICE' AND a.kind = 'free-capital' AND a.owner_id = ?
         AND a.owner_kind = ?`,
      depositId,
      owner,
    );
    expect(f.freeCapital).toBe(
      f.deposits -
        f.investments +
        f.repaidCapital +
        f.interestPaid +
        sold +
        recovered -
        f.feesPaid -
        f.withdrawals,
    );
  }
}

/**
 * The balances read from the per-day closing balances (migration 0013) are those of the full
 * recomputation from the entries: now, and at instants of the days the run has lived.
 */
function checkDayBalances(
  db: SqlDatabase,
  balances: ReturnType<typeof allBalances>,
  today: string,
): void {
  const instants = [0, 1, 7, 40].flatMap((back) => {
    const day = addDays(today, -back);
    return [new Date(`${day}T00:00:00.000Z`), noon(day)];
  });
  for (const account of balances) {
    expect(balance(db, account.id as AccountId)).toBe(account.balance);
    for (const until of instants) {
      expect(balance(db, account.id as AccountId, { until })).toBe(
        sum(
          db,
          `SELECT CASE WHEN debit_account_id = ?1 THEN amount_cents ELSE -amount_cents END AS x
           FROM ledger_entries
           WHERE (debit_account_id = ?1 OR credit_account_id = ?1) AND booked_at < ?2`,
          account.id,
          until.toISOString(),
        ),
      );
    }
  }
}

/** The outgoing payments hold exactly the withdrawals not paid yet; each is paid on its day. */
function checkWithdrawals(
  db: SqlDatabase,
  balances: ReturnType<typeof allBalances>,
  today: string,
): void {
  const rows = db.all(
    z.object({ pays_on: z.string(), paid_on: z.string().nullable(), cents: z.number() }),
    `SELECT w.pays_on, w.paid_on, e.amount_cents AS cents FROM engine_withdrawals w
     JOIN ledger_entries e ON e.id = w.entry_id`,
  );
  const unpaid = rows.filter((row) => row.paid_on === null);
  const outgoing = balances.find((a) => a.kind === 'outgoing-payments')?.balance ?? 0;
  expect(outgoing).toBe(unpaid.reduce((total, row) => total + row.cents, 0));
  for (const row of rows) {
    if (row.paid_on === null) expect(row.pays_on > today).toBe(true);
    else expect(row.paid_on).toBe(row.pays_on);
  }
}

/**
 * Each old portfolio's outgoing transfers hold exactly its transfers not yet arrived; each
 * arrives in the new portfolio on its day, the amount that left.
 */
function checkLegacyTransfers(
  db: SqlDatabase,
  balances: ReturnType<typeof allBalances>,
  today: string,
): void {
  const rows = db.all(
    z.object({
      arrives_on: z.string(),
      arrived_on: z.string().nullable(),
      cents: z.number(),
      owner_id: z.number(),
    }),
    `SELECT t.arrives_on, t.arrived_on, e.amount_cents AS cents, a.owner_id
     FROM engine_legacy_transfers t JOIN ledger_entries e ON e.id = t.entry_id
     JOIN ledger_accounts a ON a.id = e.debit_account_id`,
  );
  for (const legacyUserId of LEGACY) {
    const inTransit = balances
      .filter((a) => a.kind === 'outgoing-transfers' && a.owner_id === legacyUserId)
      .reduce((total, a) => total + a.balance, 0);
    const pending = rows.filter((row) => row.owner_id === legacyUserId && row.arrived_on === null);
    expect(inTransit).toBe(pending.reduce((total, row) => total + row.cents, 0));
  }
  for (const row of rows) {
    if (row.arrived_on === null) expect(row.arrives_on > today).toBe(true);
    else expect(row.arrived_on).toBe(row.arrives_on);
  }
  const arrived = sum(
    db,
    `SELECT e.amount_cents AS x FROM ledger_entries e JOIN ledger_accounts a
     ON a.id = e.debit_account_id
     WHERE e.type = 'INTERNAL_TRANSFER' AND a.owner_kind = 'investor-deposit'`,
  );
  expect(arrived).toBe(
    rows.filter((row) => row.arrived_on !== null).reduce((total, row) => total + row.cents, 0),
  );
}

/** Each ended autosell's sales fee is 1 % of what it sold, booked once; every sale is a request's. */
function checkAutosells(db: SqlDatabase): void {
  const ended = db.all(
    z.object({ sold: z.number() }),
    `SELECT coalesce((SELECT sum(e.amount_cents) FROM engine_autosell_sales s
       JOIN ledger_entries e ON e.id = s.entry_id WHERE s.autosell_id = a.id), 0) AS sold
     FROM engine_autosells a WHERE a.state <> 'active'`,
  );
  const fees = sum(
    db,
    "SELECT amount_cents AS x FROM ledger_entries WHERE type = 'TRANSACTION_FEE' AND loan_id IS NULL",
  );
  expect(fees).toBe(ended.reduce((total, row) => total + percentOf(row.sold, 100), 0));
  const sold = sum(
    db,
    "SELECT amount_cents AS x FROM ledger_entries WHERE type = 'AUTOSELL_TRANSACTION'",
  );
  const linked = sum(
    db,
    'SELECT e.amount_cents AS x FROM engine_autosell_sales s JOIN ledger_entries e ON e.id = s.entry_id',
  );
  expect(linked).toBe(sold);
}

/** Entry types and loan states the runs reached, so the property is seen to exercise them. */
function reached(db: SqlDatabase, seen: Set<string>): void {
  const kinds = z.object({ kind: z.string() });
  for (const { kind } of db.all(kinds, 'SELECT DISTINCT type AS kind FROM ledger_entries'))
    seen.add(kind);
  for (const { kind } of db.all(kinds, 'SELECT DISTINCT state AS kind FROM engine_loans'))
    seen.add(kind);
}

describe('engine conservation', () => {
  it(
    'conserves money over random days and actions',
    async () => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(
          // Capital at the start, so most runs fund loans and reach repayments and arrears.
          fc.array(fc.integer({ min: 0, max: 5_000_000 }), {
            minLength: INVESTORS.length,
            maxLength: INVESTORS.length,
          }),
          fc.array(fc.integer({ min: 0, max: 3_000_000 }), {
            minLength: LEGACY.length,
            maxLength: LEGACY.length,
          }),
          fc.constantFrom('punctual' as const, 'tardy' as const, 'defaulter' as const),
          fc.array(action, { maxLength: 16 }),
          async (capital, legacyCapital, legacyBehaviour, actions) => {
            const db = await emptyWorld();
            try {
              let today = START;
              let deposited = 0;
              for (const [index, depositId] of INVESTORS.entries()) {
                const cents = capital[index] ?? 0;
                investor(db, depositId, cents, START);
                deposited += cents;
              }
              // The old portfolios, each with money in and half of it in a fixed-rate loan.
              for (const [index, legacyUserId] of LEGACY.entries()) {
                legacyInvestor(db, legacyUserId, index === 0 ? { newDepositId: 1 } : {});
                const cents = legacyCapital[index] ?? 0;
                if (cents === 0) continue;
                depositFunds(db, legacyPortfolio(legacyUserId), cents, START);
                deposited += cents;
                if (cents < 2) continue;
                placeFixedRateLoan(
                  db,
                  legacyUserId,
                  {
                    cents: Math.floor(cents / 2),
                    termMonths: 6,
                    annualRateBp: 1290,
                    dueDay: 10,
                    behaviour: legacyBehaviour,
                    behaviourSeed: index,
                    borrowerNumber: legacyUserId * 100,
                  },
                  START,
                );
              }
              let borrower = 1000;
              runUntil(db, noon(today));
              for (const step of actions) {
                if (step.kind === 'deposit') {
                  depositFunds(
                    db,
                    { owner: 'investor-deposit', depositId: step.investor },
                    step.cents,
                    today,
                  );
                  deposited += step.cents;
                } else if (step.kind === 'list') {
                  borrower += 1;
                  list(db, today, {
                    borrowerUserId: borrower,
                    amountCents: step.cents,
                    termMonths: step.termMonths,
                    dueDay: step.dueDay,
                    product: step.product,
                    behaviour: step.behaviour,
                    behaviourSeed: step.seed,
                  });
                } else if (step.kind === 'advance') {
                  today = addDays(today, step.days);
                  runUntil(db, noon(today));
                } else if (step.kind === 'legacy-withdraw') {
                  requestLegacyWithdrawal(db, step.legacy, step.cents, noon(today));
                } else {
                  const who = { owner: 'investor-deposit' as const, depositId: step.investor };
                  if (step.kind === 'withdraw') requestWithdrawal(db, who, step.cents, noon(today));
                  else if (step.kind === 'autosell')
                    requestAutosell(db, who, step.cents, noon(today));
                  else if (step.kind === 'cancel') requestAutosellCancel(db, who, noon(today));
                }
                checkInvariants(db, deposited, today);
              }
              reached(db, seen);
            } finally {
              db.close();
            }
          },
        ),
        {
          numRuns: 60,
          examples: [
            [[5_000_000, 0, 300_000, 1_000_000], [0, 0], 'punctual', ALL_PATHS],
            [[5_000_000, 0, 300_000, 1_000_000], [0, 0], 'punctual', MONEY_PATHS],
            [[5_000_000, 0, 300_000, 1_000_000], [2_000_000, 1_000_000], 'defaulter', LEGACY_PATHS],
          ],
        },
      );
      // Random runs reach these nearly always; the examples above make sure of it.
      for (const kind of [
        'REPAID_CAPITAL',
        'ADMINISTRATION_FEE',
        'PENALTY',
        'CREDIT_LOSS_AMOUNT',
        'WITHDRAWAL',
        'AUTOSELL_TRANSACTION',
        'TRANSACTION_FEE',
        'INTERNAL_TRANSFER',
      ])
        expect(seen).toContain(kind);
    },
    CONSERVATION_TIMEOUT_MS,
  );
});
