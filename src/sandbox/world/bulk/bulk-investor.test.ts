import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { centsToEuroText } from '#shared/api/money.ts';
import { investorApi } from '#shared/api/investor.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import {
  START,
  bearer,
  controlSecret,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../../test/sandbox.ts';
import { depositFigures } from '../../domain/ledger/figures.ts';
import { insertBulkInvestor } from './bulk-investor.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const count = z.object({ n: z.number() });
const entryCount = () => sandbox.db.get(count, 'SELECT count(*) AS n FROM ledger_entries')?.n ?? 0;

describe('insertBulkInvestor', () => {
  it('books the planned entries over five years, and the ledger derives the planned totals', () => {
    const before = entryCount();
    const investor = insertBulkInvestor(sandbox.db, { transactions: 3_000, now: new Date(START) });
    expect(entryCount() - before).toBe(3_000);
    const years =
      (Date.parse(investor.lastBookedAt) - Date.parse(investor.firstBookedAt)) / 3.1536e10;
    expect(years).toBeGreaterThan(4.99);
    expect(Date.parse(investor.lastBookedAt)).toBeLessThan(START);

    const figures = depositFigures(
      sandbox.db,
      { owner: 'investor-deposit', depositId: investor.depositRowId },
      { from: new Date(0), to: new Date(START) },
    );
    const { totals } = investor;
    expect(figures).toEqual({
      deposits: totals.deposits,
      withdrawals: totals.withdrawals,
      feesPaid: totals.feesPaid,
      investments: totals.investments,
      repaidCapital: totals.repaidCapital,
      interestPaid: totals.interestPaid,
      creditLosses: 0,
      freeCapital: totals.freeCapital,
      activeInvestments: totals.activeInvestments,
      nrActiveInvestments: totals.nrActiveInvestments,
      portfolioValue: totals.freeCapital + totals.activeInvestments,
    });
  });

  it('adds a second investor beside the first, each with their own deposit', () => {
    const first = insertBulkInvestor(sandbox.db, { transactions: 10, now: new Date(START) });
    const second = insertBulkInvestor(sandbox.db, { transactions: 10, now: new Date(START) });
    expect(second.userId).toBe(first.userId + 1);
    expect(second.depositId).not.toBe(first.depositId);
    expect(second.phone).not.toBe(first.phone);
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(() => insertBulkInvestor(sandbox.db, { transactions: 0, now: new Date(START) })).toThrow(
      RangeError,
    );
  });
});

describe('POST /__sandbox/bulk-investor', () => {
  const create = (
    payload: Record<string, number>,
    headers: Record<string, string> = controlSecret,
  ) => sandbox.app.inject({ method: 'POST', url: '/__sandbox/bulk-investor', payload, headers });

  it('answers a login for an investor whose KPIs over five years match the ledger', async () => {
    const response = await create({ transactions: 2_000 });
    expect(response.statusCode).toBe(201);
    const body = z
      .object({ mobile_phone: z.string(), deposit_id: z.string(), token: z.string() })
      .parse(response.json());

    const to = helsinkiToday(new Date(START));
    const url = `/${investorApi.kpis.path.replace('{id}', body.deposit_id)}`;
    const query = { from_date: '2019-01-01', to_date: to };
    const kpis = await sandbox.app.inject({ url, query, headers: bearer(body.token) });
    expect(kpis.statusCode).toBe(200);
    const data = z
      .object({ data: z.object({ deposits: z.string(), free_capital: z.string() }) })
      .parse(kpis.json()).data;

    // The SMS login works too, and sees the same figures.
    const token = await smsLogin(sandbox.app, body.mobile_phone);
    const again = await sandbox.app.inject({ url, query, headers: bearer(token) });
    expect(again.json()).toEqual(kpis.json());

    const row = sandbox.db.get(
      z.object({ id: z.number() }),
      'SELECT id FROM deposits WHERE mambu_deposit_id = ?',
      body.deposit_id,
    );
    const figures = depositFigures(
      sandbox.db,
      { owner: 'investor-deposit', depositId: row?.id ?? -1 },
      { from: new Date(0), to: new Date(START) },
    );
    expect(figures.deposits).toBeGreaterThan(0);
    expect(data.deposits).toBe(centsToEuroText(figures.deposits));
    expect(data.free_capital).toBe(centsToEuroText(figures.freeCapital));
  });

  it('needs the control secret and a sensible count', async () => {
    expect((await create({ transactions: 10 }, {})).statusCode).toBe(403);
    expect((await create({ transactions: 0 })).statusCode).toBe(422);
    expect((await create({ transactions: 3_000_000 })).statusCode).toBe(422);
  });
});
