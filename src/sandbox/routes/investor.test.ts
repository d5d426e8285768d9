import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointPath } from '#shared/api/endpoint.ts';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import { investorApi } from '#shared/api/investor.ts';
import { centsToEuroText } from '#shared/api/money.ts';
import {
  freeCapital,
  investedCapital,
  loanPrincipal,
  MARKETPLACE_FEES,
  openAccount,
  WORLD,
} from '../domain/ledger/accounts.ts';
import { post } from '../domain/ledger/post.ts';
import type { EntryType } from '../domain/ledger/types.ts';
import {
  bearer,
  controlSecret,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';
import { listLoan } from '../domain/engine/loans.ts';
import { depositOfUser } from '../domain/investors/deposit-of-user.ts';
import { depositTransactions } from '../domain/investors/deposit-transactions.ts';
import { helsinkiDays } from '../domain/investors/helsinki-days.ts';
import { application, investor as engineInvestor } from '../test/engine-world.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

function depositId(mambuId: string): number {
  const row = sandbox.db.get(
    z.object({ id: z.number() }),
    'SELECT id FROM deposits WHERE mambu_deposit_id = ?',
    mambuId,
  );
  if (!row) throw new Error(`No deposit ${mambuId}`);
  return row.id;
}

/**
 * A small history on the investor's deposit DEP1041: 1000 € in, 300 € into a loan part, a
 * repayment with interest and its fee, a 50 € withdrawal, and 20 € of the part lost.
 */
function bookHistory(): void {
  const deposit = depositId('DEP1041');
  const at = new Date('2024-01-01T00:00:00Z');
  const free = openAccount(sandbox.db, freeCapital('investor-deposit', deposit), at).id;
  const part = openAccount(sandbox.db, investedCapital('investor-deposit', deposit, 1), at).id;
  const world = openAccount(sandbox.db, WORLD, at).id;
  const fees = openAccount(sandbox.db, MARKETPLACE_FEES, at).id;
  const loan = openAccount(sandbox.db, loanPrincipal(1), at).id;
  const book = (day: string, type: EntryType, debit: number, credit: number, cents: number) =>
    post(sandbox.db, {
      bookedAt: new Date(`${day}T10:00:00Z`),
      type,
      debit: debit as typeof free,
      credit: credit as typeof free,
      amountCents: cents,
    });
  book('2024-03-01', 'DEPOSIT', free, world, 100_000);
  book('2024-03-05', 'INVESTMENTS', part, free, 30_000);
  book('2024-04-05', 'REPAID_CAPITAL', free, part, 1_000);
  book('2024-04-05', 'INTEREST_PAID', free, world, 200);
  book('2024-04-05', 'ADMINISTRATION_FEE', fees, free, 100);
  book('2024-04-20', 'WITHDRAWAL', world, free, 5_000);
  book('2024-05-01', 'CREDIT_LOSS_AMOUNT', loan, part, 2_000);
}

async function get(
  url: string,
  token: string | null,
  query: Record<string, string> = { from_date: '2024-03-01', to_date: '2024-05-05' },
) {
  return sandbox.app.inject({ url: `/${url}`, query, headers: token ? bearer(token) : {} });
}

const kpiPath = (id: string) => endpointPath(investorApi.kpis, { id });
const listPath = (id: string) => endpointPath(investorApi.transactions, { id });
const csvPath = (id: string) => endpointPath(investorApi.transactionsCsv, { id });

describe('the investor portfolio endpoints', () => {
  it("answers the range's KPIs from the ledger", async () => {
    bookHistory();
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    const kpis = parsed(investorApi.kpis.response, await get(kpiPath('DEP1041'), token)).data;
    expect(kpis).toMatchObject({
      deposits: 100_000,
      withdrawals: 5_000,
      fees_paid: 100,
      repaid_capital: 1_000,
      interest_paid: 200,
      credit_losses: 2_000,
      free_capital: 66_100,
      active_investments: 27_000,
      portfolio_value: 93_100,
      nr_active_investments: 1,
      reference_number: '10414',
    });
    // 1000 € in, 50 € out and 931 € held: a loss, as an annual rate.
    expect(kpis.roi).toBeLessThan(0);
    expect(kpis.portfolio_growth).toBeCloseTo((93_100 - 0 - 95_000) / 100_000, 10);
  });

  it('lists each transaction once, newest first, signed as the investor sees it', async () => {
    bookHistory();
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    const list = parsed(investorApi.transactions.response, await get(listPath('DEP1041'), token));
    expect(list.data.map((row) => [row.type, row.amount])).toEqual([
      ['CREDIT_LOSS_AMOUNT', -2_000],
      ['WITHDRAWAL', -5_000],
      ['ADMINISTRATION_FEE', -100],
      ['INTEREST_PAID', 200],
      ['REPAID_CAPITAL', 1_000],
      ['INVESTMENTS', -30_000],
      ['DEPOSIT', 100_000],
    ]);
  });

  it('streams the list as the whole envelope was written before, byte for byte', async () => {
    bookHistory();
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    const response = await get(listPath('DEP1041'), token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const userId = sandbox.db.get(
      z.object({ user_id: z.number() }),
      "SELECT user_id FROM deposits WHERE mambu_deposit_id = 'DEP1041'",
    )?.user_id;
    const deposit = depositOfUser(sandbox.db, userId ?? -1, 'DEP1041');
    if (!deposit) throw new Error('No deposit DEP1041');
    const rows = depositTransactions(sandbox.db, deposit, {
      ...helsinkiDays('2024-03-01', '2024-05-05'),
      filter: 'ALL',
    });
    // What the route answered before it streamed: the whole array, stringified by Fastify.
    const whole = Array.from(rows, (row) => ({
      created: row.created,
      from: row.from,
      to: row.to,
      amount: centsToEuroText(row.amountCents),
      type: row.type,
    }));
    expect(whole).toHaveLength(7);
    expect(response.body).toBe(JSON.stringify({ data: whole }));
  });

  it('filters by type and by Helsinki days, both days included', async () => {
    bookHistory();
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    const types = async (query: Record<string, string>) =>
      parsed(
        investorApi.transactions.response,
        await get(listPath('DEP1041'), token, query),
      ).data.map((row) => row.type);
    const range = { from_date: '2024-03-01', to_date: '2024-05-05' };
    expect(await types({ ...range, type: 'CREDIT_LOSS' })).toEqual(['CREDIT_LOSS_AMOUNT']);
    expect(await types({ ...range, type: 'DEPOSIT' })).toEqual(['DEPOSIT']);
    expect(await types({ from_date: '2024-04-20', to_date: '2024-04-20' })).toEqual(['WITHDRAWAL']);
    expect(await types({ from_date: '2024-04-21', to_date: '2024-04-30' })).toEqual([]);
  });

  it('streams the same rows as CSV', async () => {
    bookHistory();
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    const response = await get(csvPath('DEP1041'), token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions-DEP1041-2024-03-01-2024-05-05.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('created,type,amount,from,to');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 3))).toEqual([
      ['CREDIT_LOSS_AMOUNT', '-20.00'],
      ['WITHDRAWAL', '-50.00'],
      ['ADMINISTRATION_FEE', '-1.00'],
      ['INTEREST_PAID', '2.00'],
      ['REPAID_CAPITAL', '10.00'],
      ['INVESTMENTS', '-300.00'],
      ['DEPOSIT', '1000.00'],
    ]);
  });

  it('gives the reference number of the investor deposit', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    const response = await get(investorApi.referenceNumber.path, token, {});
    expect(parsed(investorApi.referenceNumber.response, response).data).toEqual({
      reference_number: '10414',
      type: 'deposit',
    });
  });

  it('answers 401 without a session, 404 for a deposit not the user’s, 422 for a bad range', async () => {
    expect((await get(kpiPath('DEP1041'), null)).statusCode).toBe(401);
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    expect((await get(kpiPath('DEP1051'), token)).statusCode).toBe(404);
    const bad = await get(listPath('DEP1041'), token, { from_date: '2024-13-01', to_date: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'from_date',
      'to_date',
    ]);
    const badType = await get(listPath('DEP1041'), token, {
      from_date: '2024-01-01',
      to_date: '2024-02-01',
      type: 'NOPE',
    });
    expect(badType.statusCode).toBe(422);
  });

  it('answers the terms 403 to a user who must accept new terms', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('must-accept-terms'));
    const response = await get(kpiPath('DEP1121'), token);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(TERMS_NOT_SIGNED_MESSAGE);
  });
});

describe('the clock moves the portfolio', () => {
  it('two months on the sandbox clock bring the loan part and its first repayment into the list', async () => {
    const deposit = depositId('DEP1041');
    const today = '2024-05-06';
    const who = engineInvestor(sandbox.db, deposit, 200_000, today);
    expect(who.depositId).toBe(deposit);
    // 50 € is within one part (3 % of 2000 €), so the loan is funded and paid out at once.
    listLoan(sandbox.db, application({ amountCents: 5_000, dueDay: 1 }), today);
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    const range = { from_date: today, to_date: '2024-07-06' };
    const types = async () =>
      parsed(
        investorApi.transactions.response,
        await get(listPath('DEP1041'), token, range),
      ).data.map((row) => row.type);
    expect(await types()).toEqual(['INVESTMENTS', 'DEPOSIT']);

    const moved = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/clock',
      headers: { ...controlSecret, 'content-type': 'application/json' },
      payload: JSON.stringify({ advanceSeconds: 60 * 86_400 }),
    });
    expect(moved.json<{ days: number }>().days).toBe(60);
    expect(await types()).toEqual([
      'ADMINISTRATION_FEE',
      'INTEREST_PAID',
      'REPAID_CAPITAL',
      'INVESTMENTS',
      'DEPOSIT',
    ]);
  });
});
