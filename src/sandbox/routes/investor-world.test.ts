import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#shared/api/endpoint.ts';
import { investorApi, type PortfolioTransaction } from '#shared/api/investor.ts';
import {
  bearer,
  controlSecret,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';

/*
 * The investor with history as the app sees them in a sandbox seeded with the marketplace: no
 * balance is written down anywhere, so every figure here comes out of the engine's years.
 */

/** Building years of the marketplace takes seconds, more on a machine busy with other work. */
const BUILD_TIMEOUT_MS = 60_000;

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox({ world: true });
  token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
}, BUILD_TIMEOUT_MS);
afterAll(() => sandbox.close());

/** From before the first deposit (nothing held at the start) to the sandbox's today. */
const SINCE_JOINING = { from_date: '2020-02-01', to_date: '2024-05-06' };

async function kpis(query: Record<string, string> = SINCE_JOINING) {
  const url = `/${endpointPath(investorApi.kpis, { id: 'DEP1041' })}`;
  const response = await sandbox.app.inject({ url, query, headers: bearer(token) });
  return parsed(investorApi.kpis.response, response).data;
}

async function transactions(query: Record<string, string> = SINCE_JOINING) {
  const url = `/${endpointPath(investorApi.transactions, { id: 'DEP1041' })}`;
  const response = await sandbox.app.inject({ url, query, headers: bearer(token) });
  return parsed(investorApi.transactions.response, response).data;
}

const sumOf = (rows: readonly PortfolioTransaction[], type: string) =>
  rows.filter((row) => row.type === type).reduce((sum, row) => sum + row.amount, 0);

describe('the investor with history, in the seeded marketplace', () => {
  it('has every kind of transaction the engine makes, from February 2020 on', async () => {
    const rows = await transactions();
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set([
        'DEPOSIT',
        'INVESTMENTS',
        'REPAID_CAPITAL',
        'INTEREST_PAID',
        'ADMINISTRATION_FEE',
        'CREDIT_LOSS_AMOUNT',
        'CREDIT_LOSS_BUY_PRICE',
      ]),
    );
    expect(rows.at(-1)).toMatchObject({ type: 'DEPOSIT', created: '2020-02-10T10:00:00.000Z' });
  });

  it('has non-zero KPIs, each the sum of the transactions behind it', async () => {
    const figures = await kpis();
    const rows = await transactions();
    const deposits = sumOf(rows, 'DEPOSIT');
    const invested = -sumOf(rows, 'INVESTMENTS');
    const repaid = sumOf(rows, 'REPAID_CAPITAL');
    const interest = sumOf(rows, 'INTEREST_PAID');
    const fees = -sumOf(rows, 'ADMINISTRATION_FEE');
    const losses = -sumOf(rows, 'CREDIT_LOSS_AMOUNT');
    // The claim written off was later sold: its price came back as free capital.
    const recovered = sumOf(rows, 'CREDIT_LOSS_BUY_PRICE');
    const free = deposits - invested + repaid + interest - fees + recovered;
    const active = invested - repaid - losses;
    for (const amount of [
      deposits,
      invested,
      repaid,
      interest,
      fees,
      losses,
      recovered,
      free,
      active,
    ]) {
      expect(amount).toBeGreaterThan(0);
    }
    expect(figures).toMatchObject({
      deposits,
      withdrawals: 0,
      fees_paid: fees,
      repaid_capital: repaid,
      interest_paid: interest,
      credit_losses: losses,
      free_capital: free,
      active_investments: active,
      portfolio_value: free + active,
      total_value: free + active,
      reference_number: '10414',
    });
    expect(figures.nr_active_investments).toBeGreaterThan(0);
    expect(figures.roi).not.toBeNull();
    expect(figures.roi).not.toBe(0);
    expect(figures.portfolio_growth).toBeCloseTo((free + active - deposits) / deposits, 10);
  });

  it('goes on earning as the sandbox clock moves', async () => {
    const before = await kpis();
    const moved = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/clock',
      headers: { ...controlSecret, 'content-type': 'application/json' },
      payload: JSON.stringify({ advanceSeconds: 45 * 86_400 }),
    });
    expect(moved.json<{ days: number }>().days).toBe(45);
    const after = await kpis({ ...SINCE_JOINING, to_date: '2024-06-20' });
    expect(after.interest_paid).toBeGreaterThan(before.interest_paid);
    expect(after.repaid_capital).toBeGreaterThan(before.repaid_capital);
  });
});
