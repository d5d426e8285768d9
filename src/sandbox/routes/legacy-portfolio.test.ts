import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authApi, legacyAuthResponse } from '#shared/api/auth.ts';
import { errorBody, validationErrorBody } from '#shared/api/envelope.ts';
import { investorApi, NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { legacyPortfolioApi } from '#shared/api/legacy.ts';
import { userApi } from '#shared/api/user.ts';
import {
  bearer,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';

/*
 * The old fixed-rate portfolios as the app sees them in a sandbox seeded with the marketplace:
 * Eero logs in to the old platform; Marja, onboarded to the new system, logs in by SMS.
 */

/** Building years of the marketplace takes seconds, more on a machine busy with other work. */
const BUILD_TIMEOUT_MS = 90_000;
const EERO = 70108;
const MARJA = 70111;
/** Lehtonen Invest Oy's account on the old platform (the company-rep-signing-right persona). */
const LEHTONEN_INVEST = 80501;
const LEGACY_BORROWER = 70109;
/** The sandbox's today (test/sandbox.ts START, a Monday). */
const TODAY = '2024-05-06';
const DAY_SECONDS = 86_400;

let sandbox: TestSandbox;

async function legacyLogin(username: string, password: string): Promise<string> {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: `/${authApi.legacyAuth.path}`,
    payload: { username, password },
  });
  return parsed(legacyAuthResponse, response).data.token;
}
const eeroToken = () => legacyLogin('eero.salminen', 'Sijoitus2018');
const marjaToken = () => smsLogin(sandbox.app, personaPhone('legacy-onboarded'));

const getPortfolio = (legacyUserId: string | number, token?: string) =>
  sandbox.app.inject({
    url: `/${legacyPortfolioApi.portfolio.path}`,
    query: { legacy_user_id: String(legacyUserId) },
    headers: token === undefined ? {} : bearer(token),
  });
const getTransactions = (legacyUserId: string | number, token?: string) =>
  sandbox.app.inject({
    url: `/${legacyPortfolioApi.transactions.path}`,
    query: { legacy_user_id: String(legacyUserId) },
    headers: token === undefined ? {} : bearer(token),
  });
const withdraw = (payload: Record<string, unknown>, token?: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/${legacyPortfolioApi.withdraw.path}`,
    payload,
    headers: token === undefined ? {} : bearer(token),
  });

async function kpisOf(legacyUserId: number, token: string) {
  const response = await getPortfolio(legacyUserId, token);
  expect(response.statusCode).toBe(200);
  return parsed(legacyPortfolioApi.portfolio.response, response).data;
}
async function transactionsOf(legacyUserId: number, token: string) {
  const response = await getTransactions(legacyUserId, token);
  expect(response.statusCode).toBe(200);
  return parsed(legacyPortfolioApi.transactions.response, response).data;
}

describe('the legacy investor’s fixed-rate portfolio', () => {
  beforeAll(async () => {
    sandbox = await startTestSandbox({ world: true });
  }, BUILD_TIMEOUT_MS);
  afterAll(() => sandbox.close());

  it('shows years of history, every figure the sum of its transactions', async () => {
    const token = await eeroToken();
    const kpis = await kpisOf(EERO, token);
    const rows = await transactionsOf(EERO, token);
    const sum = (type: string) =>
      rows.filter((row) => row.Type === type).reduce((total, row) => total + row.Amount, 0);
    expect(kpis.StartTime).toBe('2016-03-14');
    expect(kpis.EndTime).toBe(TODAY);
    expect(kpis.Deposits).toBe(1_500_000);
    expect(kpis.Deposits).toBe(sum('DEPOSIT'));
    expect(kpis.Investments).toBe(-sum('INVESTMENTS'));
    expect(kpis.Investments).toBe(1_450_000);
    expect(kpis.RepaidCapital).toBe(sum('REPAID_CAPITAL'));
    expect(kpis.InterestPaid).toBe(sum('INTEREST_PAID'));
    expect(kpis.Fees).toBe(-sum('ADMINISTRATION_FEE'));
    expect(kpis.CreditLosses).toBe(-sum('CREDIT_LOSS_AMOUNT'));
    expect(kpis.CreditLosses).toBeGreaterThan(0);
    expect(kpis.FreeCapital).toBeGreaterThan(0);
    expect(kpis.NrOfActiveInvestments).toBeGreaterThan(0);
    expect(kpis.PortfolioValue).toBe(kpis.FreeCapital + kpis.ActiveInvestments);
    expect(kpis.ActiveInvestments).toBe(kpis.Investments - kpis.RepaidCapital - kpis.CreditLosses);
    expect(kpis.AvgROISinceStart).not.toBeNull();
    expect(kpis.PortfolioGrowth).toBeCloseTo(
      (kpis.PortfolioValue - kpis.Deposits + kpis.Withdrawals) / kpis.Deposits,
      10,
    );
    // Newest first, and all before the new platform but the repayments that go on.
    expect(rows.at(-1)).toMatchObject({ Type: 'DEPOSIT', From: { Type: 'BANK' } });
    expect(
      rows.filter((row) => row.Type === 'INVESTMENTS').every((row) => row.Created < '2019-09'),
    ).toBe(true);
    expect(rows.some((row) => row.Type === 'REPAID_CAPITAL' && row.Created > '2024')).toBe(true);
  });

  it('serves a company’s old-platform account to its representative, by its legacy_companies id', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('company-rep-signing-right'));
    const profile = await sandbox.app.inject({
      url: `/${userApi.get.path}`,
      headers: bearer(token),
    });
    const company = parsed(userApi.get.response, profile).data.companies[0];
    expect(company?.legacy_companies).toEqual([{ legacy_company_id: LEHTONEN_INVEST }]);
    const kpis = await kpisOf(LEHTONEN_INVEST, token);
    expect(kpis.StartTime).toBe('2017-02-06');
    expect(kpis.Deposits).toBe(3_000_000);
    expect(kpis.Investments).toBe(2_300_000);
    expect(kpis.PortfolioValue).toBe(kpis.FreeCapital + kpis.ActiveInvestments);
    const rows = await transactionsOf(LEHTONEN_INVEST, token);
    expect(rows.at(-1)).toMatchObject({ Type: 'DEPOSIT', From: { Type: 'BANK' } });
    // No one else's: not the old platform's investor, not another company's representative.
    expect((await getPortfolio(LEHTONEN_INVEST, await eeroToken())).statusCode).toBe(404);
    const other = await smsLogin(sandbox.app, personaPhone('company-rep-no-signing-right'));
    expect((await getTransactions(LEHTONEN_INVEST, other)).statusCode).toBe(404);
  });

  it('lets the onboarded user see their own old portfolio beside the new one', async () => {
    const kpis = await kpisOf(MARJA, await marjaToken());
    expect(kpis.StartTime).toBe('2017-04-03');
    expect(kpis.Deposits).toBe(600_000);
    expect(kpis.PortfolioValue).toBeGreaterThan(0);
  });

  it('serves the legacy investor who cannot be onboarded the same way', async () => {
    const login = await sandbox.app.inject({
      method: 'POST',
      url: `/${authApi.legacyAuth.path}`,
      payload: { username: 'pirjo.lehtinen', password: 'Korko2018!' },
    });
    const { token, can_be_onboarded } = parsed(legacyAuthResponse, login).data;
    expect(can_be_onboarded).toBe(false);
    const kpis = await kpisOf(70112, token);
    expect(kpis).toMatchObject({
      StartTime: '2018-05-02',
      Deposits: 200_000,
      Investments: 150_000,
    });
  });

  it('answers 401 without a session, on every call', async () => {
    for (const response of [
      await getPortfolio(EERO),
      await getTransactions(EERO),
      await withdraw({ amount: 10, legacy_user_id: EERO }),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 404 for a legacy user who is not the session’s, or not an investor', async () => {
    const eero = await eeroToken();
    const marja = await marjaToken();
    for (const response of [
      await getPortfolio(MARJA, eero),
      await getTransactions(EERO, marja),
      await getPortfolio(LEGACY_BORROWER, eero),
      await getPortfolio(99_999, eero),
      await withdraw({ amount: 10, legacy_user_id: MARJA }, eero),
      await withdraw({ amount: 10, legacy_user_id: EERO }, marja),
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 422 for a malformed legacy_user_id', async () => {
    const token = await eeroToken();
    for (const response of [await getPortfolio('abc', token), await getTransactions('', token)]) {
      expect(response.statusCode).toBe(422);
      expect(Object.keys(parsed(validationErrorBody, response).errors)).toEqual(['legacy_user_id']);
    }
  });
});

describe('POST api/legacy/withdraw', () => {
  beforeEach(async () => {
    sandbox = await startTestSandbox({ world: true });
  }, BUILD_TIMEOUT_MS);
  afterEach(() => sandbox.close());

  it.each([
    [{ legacy_user_id: EERO }, 'amount'],
    [{ amount: 0, legacy_user_id: EERO }, 'amount'],
    [{ amount: -5, legacy_user_id: EERO }, 'amount'],
    [{ amount: '1,5', legacy_user_id: EERO }, 'amount'],
    [{ amount: 10 }, 'legacy_user_id'],
    [{ amount: 10, legacy_user_id: 'x' }, 'legacy_user_id'],
  ])('answers 422 for %j', async (payload, field) => {
    const response = await withdraw(payload, await eeroToken());
    expect(response.statusCode).toBe(422);
    expect(Object.keys(parsed(validationErrorBody, response).errors)).toEqual([field]);
  });

  it('refuses more than the free capital with the new portfolio’s message', async () => {
    const token = await eeroToken();
    const { FreeCapital } = await kpisOf(EERO, token);
    const response = await withdraw(
      { amount: (FreeCapital + 1) / 100, legacy_user_id: EERO },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(parsed(errorBody, response)).toEqual({ message: NOT_ENOUGH_MONEY_MESSAGE });
    expect((await kpisOf(EERO, token)).FreeCapital).toBe(FreeCapital);
  });

  it('pays the legacy investor without a new portfolio to the bank on record', async () => {
    const token = await eeroToken();
    const before = await kpisOf(EERO, token);
    const response = await withdraw({ amount: 123.45, legacy_user_id: EERO }, token);
    expect(response.statusCode).toBe(200);
    const after = await kpisOf(EERO, token);
    expect(after.FreeCapital).toBe(before.FreeCapital - 12_345);
    expect(after.Withdrawals).toBe(before.Withdrawals + 12_345);
    expect((await transactionsOf(EERO, token))[0]).toMatchObject({
      Amount: -12_345,
      Type: 'WITHDRAWAL',
      From: { Type: 'INVESTOR' },
      To: { Type: 'BANK' },
    });
  });

  it('transfers to the new portfolio, where it arrives after 2 banking days', async () => {
    const token = await marjaToken();
    const deposit = { id: 'DEP1111' };
    const range = { from_date: '2019-11-01', to_date: TODAY };
    const newKpis = async (to_date: string) => {
      const response = await sandbox.app.inject({
        url: `/${endpointPath(investorApi.kpis, deposit)}`,
        query: { ...range, to_date },
        headers: bearer(token),
      });
      return parsed(investorApi.kpis.response, response).data;
    };
    const before = await newKpis(TODAY);
    const old = await kpisOf(MARJA, token);
    const response = await withdraw({ amount: 200, legacy_user_id: MARJA }, token);
    expect(response.statusCode).toBe(200);
    expect((await kpisOf(MARJA, token)).FreeCapital).toBe(old.FreeCapital - 20_000);
    expect((await transactionsOf(MARJA, token))[0]).toMatchObject({
      Amount: -20_000,
      Type: 'INTERNAL_TRANSFER',
      To: { Type: 'NEW_PORTFOLIO' },
    });

    // Monday's transfer: not there on Tuesday, there on Wednesday.
    sandbox.clock.advance(DAY_SECONDS);
    expect((await newKpis('2024-05-07')).deposits).toBe(before.deposits);
    sandbox.clock.advance(DAY_SECONDS);
    const arrived = await newKpis('2024-05-08');
    expect(arrived.deposits).toBe(before.deposits + 20_000);
    const list = await sandbox.app.inject({
      url: `/${endpointPath(investorApi.transactions, deposit)}`,
      query: { from_date: '2024-05-08', to_date: '2024-05-08', type: 'ALL' },
      headers: bearer(token),
    });
    // The new portfolio names the old one by its legacy user, as it names loans and accounts.
    expect(parsed(investorApi.transactions.response, list).data).toContainEqual(
      expect.objectContaining({
        amount: 20_000,
        type: 'INTERNAL_TRANSFER',
        from: `LEGACY-${MARJA}`,
        to: deposit.id,
      }),
    );
  });
});
