import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyAmlApi } from '#shared/api/company-aml.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { TERMS_NOT_SIGNED_MESSAGE, validationErrorBody } from '#shared/api/envelope.ts';
import { userApi, userResponse } from '#shared/api/user.ts';
import type { CompanyAmlRequest } from '#shared/domain/validation/company-aml.ts';
import { loadCompanyAml } from '../domain/aml/company-aml.ts';
import { VALID_COMPANY_AML } from '../test/company-aml.ts';
import {
  bearer,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

/** Saarinen Consulting Oy: represented by company-rep-new-company, no AML and no deposit yet. */
const NEW_COMPANY = 530;

const post = (companyId: number | string, token: string | null, payload: unknown) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/${endpointPath(companyAmlApi.create, { companyId })}`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const login = (persona: string) => smsLogin(sandbox.app, personaPhone(persona));

const depositsOf = (companyId: number) =>
  sandbox.db.all(
    z.object({
      mambu_deposit_id: z.string(),
      has_signed_contract: z.number(),
      reference_number: z.string(),
    }),
    'SELECT mambu_deposit_id, has_signed_contract, reference_number FROM deposits WHERE company_id = ?',
    companyId,
  );

describe('POST api/company/{companyId}/aml', () => {
  it('answers 401 without a session', async () => {
    expect((await post(NEW_COMPANY, null, VALID_COMPANY_AML)).statusCode).toBe(401);
  });

  it('answers the terms 403 to a user who has not signed the latest terms', async () => {
    const response = await post(NEW_COMPANY, await login('must-accept-terms'), VALID_COMPANY_AML);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: TERMS_NOT_SIGNED_MESSAGE });
  });

  it('answers 404 for an unknown company and 403 for one the user does not represent', async () => {
    const token = await login('company-rep-new-company');
    expect((await post(999, token, VALID_COMPANY_AML)).statusCode).toBe(404);
    expect((await post('abc', token, VALID_COMPANY_AML)).statusCode).toBe(404);
    const other = await post(501, token, VALID_COMPANY_AML);
    expect(other.statusCode).toBe(403);
    expect(loadCompanyAml(sandbox.db, 501)).toBeNull();
  });

  const invalid: Array<
    [string, Partial<Record<keyof CompanyAmlRequest, unknown>>, string, string]
  > = [
    ['a bad IBAN', { iban: 'FI2112345600000786' }, 'iban', 'validation.iban'],
    ['no business sector', { business_sector: ' ' }, 'business_sector', 'validation.required'],
    ['no turnover', { turnover: undefined }, 'turnover', 'validation.required'],
    [
      'no origin of funds',
      { origin_of_funds_is_asset_sale: false },
      'origin_of_funds',
      'validation.atLeastOne',
    ],
    [
      'no goal',
      { goal_of_investment_is_generate_returns: false },
      'goal_of_investment',
      'validation.atLeastOne',
    ],
    [
      'other origin without its specification',
      { origin_of_funds_is_other: true },
      'origin_of_funds_specification',
      'validation.required',
    ],
    [
      'no beneficial-owner answer',
      { is_beneficial_owner: undefined },
      'is_beneficial_owner',
      'validation.required',
    ],
    [
      'an owner with a bad social security number',
      { beneficial_owner_list: 'Mikko Saarinen, 170982-246B' },
      'beneficial_owner_list.0.ssn',
      'validation.ssn',
    ],
    [
      'five owners',
      {
        beneficial_owner_list: Array.from({ length: 5 }, () => 'Mikko Saarinen, 170982-246A').join(
          '\n',
        ),
      },
      'beneficial_owner_list',
      'validation.beneficialOwnersMax',
    ],
  ];

  it.each(invalid)(
    'answers 422 for %s and stores nothing',
    async (_name, change, field, message) => {
      const token = await login('company-rep-new-company');
      const response = await post(NEW_COMPANY, token, { ...VALID_COMPANY_AML, ...change });
      expect(response.statusCode).toBe(422);
      expect(parsed(validationErrorBody, response).errors[field]).toContain(message);
      expect(loadCompanyAml(sandbox.db, NEW_COMPANY)).toBeNull();
      expect(depositsOf(NEW_COMPANY)).toEqual([]);
    },
  );

  it('stores the questionnaire and opens one unsigned company deposit, shown in the profile', async () => {
    const token = await login('company-rep-new-company');
    expect((await post(NEW_COMPANY, token, VALID_COMPANY_AML)).statusCode).toBe(200);
    expect(loadCompanyAml(sandbox.db, NEW_COMPANY)).toEqual(VALID_COMPANY_AML);
    expect(depositsOf(NEW_COMPANY)).toEqual([
      { mambu_deposit_id: 'DEP5301', has_signed_contract: 0, reference_number: '53015' },
    ]);

    const replaced = { ...VALID_COMPANY_AML, risk_profile: 'low' as const };
    expect((await post(NEW_COMPANY, token, replaced)).statusCode).toBe(200);
    expect(loadCompanyAml(sandbox.db, NEW_COMPANY)).toEqual(replaced);
    expect(depositsOf(NEW_COMPANY)).toHaveLength(1);

    const profile = await sandbox.app.inject({
      method: 'GET',
      url: `/${userApi.get.path}`,
      headers: bearer(token),
    });
    const company = parsed(userResponse, profile).data.companies.find((c) => c.id === NEW_COMPANY);
    expect(company?.deposits).toEqual([
      expect.objectContaining({ mambu_deposit_id: 'DEP5301', has_signed_contract: false }),
    ]);
  });

  it('takes a company without beneficial owners, and a representative without signing right 2', async () => {
    const none = { ...VALID_COMPANY_AML, is_beneficial_owner: false, beneficial_owner_list: null };
    const token = await login('company-rep-no-signing-right');
    expect((await post(502, token, none)).statusCode).toBe(200);
    expect(loadCompanyAml(sandbox.db, 502)).toEqual(none);
    // The company had a deposit: none is opened beside it.
    expect(depositsOf(502)).toHaveLength(1);
  });
});
