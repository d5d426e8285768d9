import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointPath, type Endpoint } from '#shared/api/endpoint.ts';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import { investorApi, NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import { listLoan } from '../domain/engine/loans.ts';
import {
  application,
  entriesOfType,
  investor as engineInvestor,
  noon,
} from '../test/engine-world.ts';
import {
  bearer,
  parsed,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
  personaPhone,
} from '../test/sandbox.ts';
import { AUTOSELL_HOLDS_AUTOINVEST, NO_SIGNING_RIGHT } from './investor-money.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const depositRow = z.object({ id: z.number(), user_id: z.number().nullable() });
function deposit(mambuId: string) {
  const row = sandbox.db.get(
    depositRow,
    'SELECT id, user_id FROM deposits WHERE mambu_deposit_id = ?',
    mambuId,
  );
  if (!row) throw new Error(`No deposit ${mambuId}`);
  return row;
}

async function call(endpoint: Endpoint, id: string, token: string | null, payload?: object) {
  return sandbox.app.inject({
    method: endpoint.method,
    url: `/${endpointPath(endpoint, { id })}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const message = (response: { json(): unknown }) =>
  z.object({ message: z.string() }).parse(response.json()).message;
const errorsOf = (response: { json(): unknown }) =>
  z.object({ errors: z.record(z.string(), z.array(z.string())) }).parse(response.json()).errors;

/** The investor with history (DEP1041), 1000 € in its free capital, logged in. */
async function investorWithCapital(day = '2024-05-06') {
  const dep = deposit('DEP1041');
  const who = engineInvestor(sandbox.db, dep.id, 100_000, day);
  const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
  return { token, who };
}

async function freeCapital(token: string, day: string) {
  const response = await sandbox.app.inject({
    url: `/${endpointPath(investorApi.kpis, { id: 'DEP1041' })}`,
    query: { from_date: '2020-01-01', to_date: day },
    headers: bearer(token),
  });
  return parsed(investorApi.kpis.response, response).data;
}

async function transactions(token: string, from: string, to: string) {
  const response = await sandbox.app.inject({
    url: `/${endpointPath(investorApi.transactions, { id: 'DEP1041' })}`,
    query: { from_date: from, to_date: to },
    headers: bearer(token),
  });
  return parsed(investorApi.transactions.response, response).data.map((row) => [
    row.type,
    row.amount,
  ]);
}

describe('POST withdraw', () => {
  it('books the withdrawal from the free capital at once', async () => {
    const { token } = await investorWithCapital();
    const response = await call(investorApi.withdraw, 'DEP1041', token, { amount: '250.50' });
    expect(response.statusCode).toBe(200);
    expect(await freeCapital(token, '2024-05-06')).toMatchObject({
      free_capital: 74_950,
      withdrawals: 25_050,
    });
    expect(await transactions(token, '2024-05-06', '2024-05-06')).toEqual([
      ['WITHDRAWAL', -25_050],
      ['DEPOSIT', 100_000],
    ]);
  });

  it('answers "Not enough money available" above the free capital, booking nothing', async () => {
    const { token } = await investorWithCapital();
    const response = await call(investorApi.withdraw, 'DEP1041', token, { amount: 1000.01 });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(NOT_ENOUGH_MONEY_MESSAGE);
    expect(entriesOfType(sandbox.db, 'WITHDRAWAL')).toEqual([]);
  });

  it('answers 422 per field for a missing, zero, negative or malformed amount', async () => {
    const { token } = await investorWithCapital();
    const cases: [object, string][] = [
      [{}, MESSAGES.required],
      [{ amount: 0 }, MESSAGES.amount],
      [{ amount: '-5' }, MESSAGES.amount],
      [{ amount: '12,50' }, MESSAGES.amount],
      [{ amount: 1.234 }, MESSAGES.amount],
    ];
    for (const [body, expected] of cases) {
      const response = await call(investorApi.withdraw, 'DEP1041', token, body);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ amount: [expected] });
    }
  });

  it('needs a bank account (IBAN) to pay to', async () => {
    const { token } = await investorWithCapital();
    sandbox.db.run('DELETE FROM bank_accounts WHERE user_id = ?', deposit('DEP1041').user_id);
    const response = await call(investorApi.withdraw, 'DEP1041', token, { amount: 10 });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ iban: [MESSAGES.required] });
  });

  it('answers 401, the terms 403, 404 for a deposit not the user’s, 403 without signing right', async () => {
    expect((await call(investorApi.withdraw, 'DEP1041', null, { amount: 1 })).statusCode).toBe(401);
    const mustAccept = await smsLogin(sandbox.app, personaPhone('must-accept-terms'));
    const terms = await call(investorApi.withdraw, 'DEP1121', mustAccept, { amount: 1 });
    expect([terms.statusCode, message(terms)]).toEqual([403, TERMS_NOT_SIGNED_MESSAGE]);
    const { token } = await investorWithCapital();
    expect((await call(investorApi.withdraw, 'DEP1051', token, { amount: 1 })).statusCode).toBe(
      404,
    );
    const rep = await smsLogin(sandbox.app, personaPhone('company-rep-no-signing-right'));
    const unsigned = await call(investorApi.withdraw, 'DEP5021', rep, { amount: 1 });
    expect([unsigned.statusCode, message(unsigned)]).toEqual([403, NO_SIGNING_RIGHT]);
  });
});

describe('autosell', () => {
  /**
   * Thursday 2 January 2025: DEP1041 holds two 200 € loan parts and 9600 € free, and asks for
   * 9700 €; a buyer with autoinvest is there from the start.
   */
  async function selling(buyerCents = 10_000_000) {
    sandbox.clock.set(noon('2025-01-02'));
    const dep = deposit('DEP1041');
    engineInvestor(sandbox.db, dep.id, 1_000_000, '2025-01-02');
    // Signed on Monday 30.12.2024: funded and paid out on the 2nd banking day, 2.1.2025.
    listLoan(sandbox.db, application({ amountCents: 20_000 }), '2024-12-30');
    listLoan(sandbox.db, application({ amountCents: 20_000 }), '2024-12-30');
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    const response = await call(investorApi.autosellWithdraw, 'DEP1041', token, {
      amount: '9700.00',
    });
    expect(response.statusCode).toBe(200);
    engineInvestor(sandbox.db, 9001, buyerCents, '2025-01-02');
    return token;
  }

  const status = async (token: string) =>
    parsed(
      investorApi.autosellStatus.response,
      await call(investorApi.autosellStatus, 'DEP1041', token),
    ).data;

  it('shows the request, sells on the next day, and pays the rest two banking days later', async () => {
    const token = await selling();
    expect(await status(token)).toEqual({
      active: true,
      requestedAmount: 970_000,
      remainingAmountToSell: 10_000,
    });

    // Friday: the 100 € are sold; the fee (1 €) and the withdrawal of 9699 € are booked.
    sandbox.clock.set(noon('2025-01-03'));
    expect(await status(token)).toEqual({
      active: false,
      requestedAmount: 0,
      remainingAmountToSell: 0,
    });
    expect(await transactions(token, '2025-01-03', '2025-01-03')).toEqual([
      ['WITHDRAWAL', -969_900],
      ['TRANSACTION_FEE', -100],
      ['AUTOSELL_TRANSACTION', 10_000],
    ]);
    expect(await freeCapital(token, '2025-01-03')).toMatchObject({
      free_capital: 0,
      fees_paid: 100,
    });

    // Epiphany is on Monday: the bank is paid on Wednesday.
    const payouts = () =>
      entriesOfType(sandbox.db, 'WITHDRAWAL')
        .slice(1)
        .map((e) => [e.booked_at.slice(0, 10), e.amount_cents]);
    sandbox.clock.set(noon('2025-01-07'));
    await status(token);
    expect(payouts()).toEqual([]);
    sandbox.clock.set(noon('2025-01-08'));
    await status(token);
    expect(payouts()).toEqual([['2025-01-08', 969_900]]);
  });

  it('cancels: the request resets, nothing more is sold', async () => {
    const token = await selling();
    const cancel = await call(investorApi.autosellCancel, 'DEP1041', token);
    expect(cancel.statusCode).toBe(200);
    expect((await status(token)).active).toBe(false);
    sandbox.clock.set(noon('2025-01-03'));
    expect(await freeCapital(token, '2025-01-03')).toMatchObject({ free_capital: 960_000 });
    expect(entriesOfType(sandbox.db, 'AUTOSELL_TRANSACTION')).toEqual([]);
  });

  it('stops and withdraws what has been collected, less the fee of what was sold', async () => {
    const token = await selling(1_200); // a buyer of 12 € only
    sandbox.clock.set(noon('2025-01-03'));
    expect(await status(token)).toMatchObject({ active: true, remainingAmountToSell: 8_800 });
    const stop = await call(investorApi.autosellWithdraw, 'DEP1041', token, { amount: 9612 });
    expect(stop.statusCode).toBe(200);
    expect((await status(token)).active).toBe(false);
    expect(await transactions(token, '2025-01-03', '2025-01-03')).toEqual([
      ['WITHDRAWAL', -961_188],
      ['TRANSACTION_FEE', -12],
      ['AUTOSELL_TRANSACTION', 1_200],
    ]);
  });

  it('answers "Not enough money available" to a stop and withdraw above the free capital', async () => {
    const token = await selling();
    const response = await call(investorApi.autosellWithdraw, 'DEP1041', token, {
      amount: 9600.01,
    });
    expect([response.statusCode, message(response)]).toEqual([400, NOT_ENOUGH_MONEY_MESSAGE]);
    expect((await status(token)).active).toBe(true);
  });

  it('answers 401, the terms 403, 404 and 422 as the withdrawal does', async () => {
    expect((await call(investorApi.autosellStatus, 'DEP1041', null)).statusCode).toBe(401);
    expect((await call(investorApi.autosellCancel, 'DEP1041', null)).statusCode).toBe(401);
    const mustAccept = await smsLogin(sandbox.app, personaPhone('must-accept-terms'));
    expect((await call(investorApi.autosellStatus, 'DEP1121', mustAccept)).statusCode).toBe(403);
    const { token } = await investorWithCapital();
    expect((await call(investorApi.autosellStatus, 'DEP1051', token)).statusCode).toBe(404);
    expect((await call(investorApi.autosellCancel, 'DEP1051', token)).statusCode).toBe(404);
    const bad = await call(investorApi.autosellWithdraw, 'DEP1041', token, { amount: 'x' });
    expect([bad.statusCode, errorsOf(bad)]).toEqual([422, { amount: [MESSAGES.amount] }]);
  });
});

describe('autoinvest', () => {
  const status = async (id: string, token: string) =>
    parsed(
      investorApi.autoinvestStatus.response,
      await call(investorApi.autoinvestStatus, id, token),
    ).data;

  it('toggles a personal deposit on and off', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    expect(await status('DEP1041', token)).toEqual({
      is_active: false,
      is_enabled: true,
      signing_right: null,
      company_id: null,
    });
    expect((await call(investorApi.autoinvestToggle, 'DEP1041', token)).statusCode).toBe(200);
    expect((await status('DEP1041', token)).is_active).toBe(true);
    await call(investorApi.autoinvestToggle, 'DEP1041', token);
    expect((await status('DEP1041', token)).is_active).toBe(false);
  });

  it('is off and cannot be toggled while an autosell runs', async () => {
    const { token } = await investorWithCapital();
    await call(investorApi.autosellWithdraw, 'DEP1041', token, { amount: 2000 });
    expect(await status('DEP1041', token)).toMatchObject({ is_active: false, is_enabled: false });
    const toggle = await call(investorApi.autoinvestToggle, 'DEP1041', token);
    expect([toggle.statusCode, message(toggle)]).toEqual([409, AUTOSELL_HOLDS_AUTOINVEST]);
    await call(investorApi.autosellCancel, 'DEP1041', token);
    expect(await status('DEP1041', token)).toMatchObject({ is_active: true, is_enabled: true });
  });

  it('is not available to a company representative without signing right 2', async () => {
    const companyOf = (mambuId: string) =>
      z
        .object({ company_id: z.number() })
        .parse(
          sandbox.db.get(
            z.unknown(),
            'SELECT company_id FROM deposits WHERE mambu_deposit_id = ?',
            mambuId,
          ),
        ).company_id;
    const rep = await smsLogin(sandbox.app, personaPhone('company-rep-no-signing-right'));
    expect(await status('DEP5021', rep)).toEqual({
      is_active: false,
      is_enabled: false,
      signing_right: false,
      company_id: companyOf('DEP5021'),
    });
    const toggle = await call(investorApi.autoinvestToggle, 'DEP5021', rep);
    expect([toggle.statusCode, message(toggle)]).toEqual([403, NO_SIGNING_RIGHT]);

    const signer = await smsLogin(sandbox.app, personaPhone('company-rep-signing-right'));
    expect(await status('DEP5011', signer)).toMatchObject({
      is_enabled: true,
      signing_right: true,
      company_id: companyOf('DEP5011'),
    });
    expect((await call(investorApi.autoinvestToggle, 'DEP5011', signer)).statusCode).toBe(200);
  });

  it('answers 401, the terms 403 and 404', async () => {
    expect((await call(investorApi.autoinvestStatus, 'DEP1041', null)).statusCode).toBe(401);
    expect((await call(investorApi.autoinvestToggle, 'DEP1041', null)).statusCode).toBe(401);
    const mustAccept = await smsLogin(sandbox.app, personaPhone('must-accept-terms'));
    expect((await call(investorApi.autoinvestToggle, 'DEP1121', mustAccept)).statusCode).toBe(403);
    const token = await smsLogin(sandbox.app, personaPhone('investor-with-history'));
    expect((await call(investorApi.autoinvestToggle, 'DEP1051', token)).statusCode).toBe(404);
  });
});
