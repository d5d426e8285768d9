import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amlApi, storedPersonAml } from '#shared/api/aml.ts';
import { TERMS_NOT_SIGNED_MESSAGE, validationErrorBody, envelope } from '#shared/api/envelope.ts';
import type { PersonAmlRequest } from '#shared/domain/validation/aml.ts';
import { stockInvestorAml } from '../personas/build.ts';
import { PERSONAS } from '../personas/personas.ts';
import {
  bearer,
  parsed,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
  personaPhone,
} from '../test/sandbox.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const userIdOf = (id: string) => PERSONAS.find((p) => p.id === id)?.user?.id ?? 0;

const VALID: PersonAmlRequest = {
  ...stockInvestorAml('FI2112345600000785'),
  is_familiar_with_investment_funds: true,
  investment_funds_specification: 'Index funds',
  is_familiar_with_money_market_instruments: false,
  is_employee: true,
  is_entrepreneur: false,
  is_student: false,
  is_retired: false,
  has_other_financial_situation: false,
  origin_of_invested_assets_is_salary: true,
  origin_of_invested_assets_is_investments: false,
  origin_of_invested_assets_is_inheritance: false,
  origin_of_invested_assets_is_other: false,
  goal_of_investment_is_pension: false,
  financial_situation: null,
  origin_of_invested_assets_specification: null,
  profession: 'Engineer',
  monthly_gross_income_amount: 4200,
  total_assets_amount: 25000,
  annual_investment_count: 'less-than-five',
  annual_investment_amount: 'five-thousands',
  risk_profile: 'medium',
  force_aml_fill_in: false,
};

const send = (method: 'GET' | 'POST' | 'PATCH', token: string | null, payload?: unknown) =>
  sandbox.app.inject({
    method,
    url: `/${amlApi.get.path}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const forcedFlag = (userId: number) =>
  sandbox.db.get(
    z.object({ force_aml_fill_in: z.number() }),
    'SELECT force_aml_fill_in FROM users WHERE id = ?',
    userId,
  )?.force_aml_fill_in;

describe('api/aml-pep', () => {
  it.each(['GET', 'POST', 'PATCH'] as const)('%s answers 401 without a session', async (method) => {
    expect((await send(method, null, method === 'GET' ? undefined : VALID)).statusCode).toBe(401);
  });

  it.each(['GET', 'POST', 'PATCH'] as const)(
    '%s answers the terms 403 to a user who has not signed the latest terms',
    async (method) => {
      const token = await smsLogin(sandbox.app, personaPhone('must-accept-terms'));
      const response = await send(method, token, method === 'GET' ? undefined : VALID);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: TERMS_NOT_SIGNED_MESSAGE });
    },
  );

  const invalid: Array<[string, Partial<Record<keyof PersonAmlRequest, unknown>>, string, string]> =
    [
      ['a missing IBAN', { iban: '' }, 'iban', 'validation.required'],
      ['a bad IBAN', { iban: 'FI2112345600000786' }, 'iban', 'validation.iban'],
      ['no profession', { profession: ' ' }, 'profession', 'validation.required'],
      [
        'no investment vehicle',
        {
          is_familiar_with_publicly_traded_stocks: false,
          is_familiar_with_investment_funds: false,
        },
        'investment_vehicles',
        'validation.atLeastOne',
      ],
      [
        'no investment service',
        { is_familiar_with_investments_on_my_own: false },
        'investment_services',
        'validation.atLeastOne',
      ],
      [
        'no professional situation',
        { is_employee: false },
        'professional_situation',
        'validation.atLeastOne',
      ],
      [
        'no origin of assets',
        { origin_of_invested_assets_is_salary: false },
        'origin_of_invested_assets',
        'validation.atLeastOne',
      ],
      [
        'no goal',
        { goal_of_investment_is_generate_returns: false },
        'goal_of_investment',
        'validation.atLeastOne',
      ],
      [
        'a ticked box without its specification',
        { goal_of_investment_is_other: true },
        'goal_of_investment_specification',
        'validation.required',
      ],
    ];

  it.each(invalid)('POST answers 422 for %s', async (_name, change, field, message) => {
    const token = await smsLogin(sandbox.app, personaPhone('new-investor'));
    const response = await send('POST', token, { ...VALID, ...change });
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response).errors[field]).toContain(message);
  });

  it('POST answers 422 for an unknown choice and a negative amount', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('new-investor'));
    const response = await send('POST', token, {
      ...VALID,
      risk_profile: 'reckless',
      total_assets_amount: -1,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = parsed(validationErrorBody, response);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['risk_profile', 'total_assets_amount']),
    );
  });

  it('stores a questionnaire by POST, answers it by GET, updates it by PATCH, clearing the refill flag', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('new-investor'));
    const stored = envelope(storedPersonAml);
    const userId = userIdOf('new-investor');
    sandbox.db.run('DELETE FROM person_aml WHERE user_id = ?', userId);
    sandbox.db.run('UPDATE users SET force_aml_fill_in = 1 WHERE id = ?', userId);

    expect(parsed(stored, await send('GET', token)).data).toBeNull();

    expect((await send('POST', token, VALID)).statusCode).toBe(200);
    expect(parsed(stored, await send('GET', token)).data).toEqual(VALID);
    expect(forcedFlag(userId)).toBe(0);

    sandbox.db.run('UPDATE users SET force_aml_fill_in = 1 WHERE id = ?', userId);
    const update = { ...VALID, profession: 'Teacher', risk_profile: 'low' as const };
    expect((await send('PATCH', token, update)).statusCode).toBe(200);
    expect(parsed(stored, await send('GET', token)).data).toEqual(update);
    expect(forcedFlag(userId)).toBe(0);
  });
});
