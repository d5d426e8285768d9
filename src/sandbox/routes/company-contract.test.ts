import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companyAmlApi } from '#shared/api/company-aml.ts';
import { companyAgreements, documentApi } from '#shared/api/documents.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { envelope } from '#shared/api/envelope.ts';
import { userApi, userResponse } from '#shared/api/user.ts';
import {
  bearer,
  parsed,
  personaPhone,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';
import { VALID_COMPANY_AML } from '../test/company-aml.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const NEW_COMPANY = 530;

const call = (method: 'GET' | 'POST', path: string, token: string | null, payload?: unknown) =>
  sandbox.app.inject({
    method,
    url: `/${path}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const sign = (companyId: number, token: string | null) =>
  call('POST', endpointPath(documentApi.signCompanyContract, { companyId }), token);
const status = (companyId: number, token: string | null) =>
  call('GET', endpointPath(documentApi.companyAgreements, { companyId }), token);
const answerAml = (companyId: number, token: string) =>
  call('POST', endpointPath(companyAmlApi.create, { companyId }), token, VALID_COMPANY_AML);

const login = (persona: string) => smsLogin(sandbox.app, personaPhone(persona));

async function companyOf(token: string, companyId: number) {
  const profile = await call('GET', userApi.get.path, token);
  return parsed(userResponse, profile).data.companies.find((company) => company.id === companyId);
}

describe('the company contract', () => {
  it('answers 401 without a session, 404 for an unknown company, 403 for another’s', async () => {
    expect((await sign(NEW_COMPANY, null)).statusCode).toBe(401);
    expect((await status(NEW_COMPANY, null)).statusCode).toBe(401);
    const token = await login('company-rep-new-company');
    expect((await sign(999, token)).statusCode).toBe(404);
    expect((await status(999, token)).statusCode).toBe(404);
    expect((await sign(501, token)).statusCode).toBe(403);
    expect((await status(501, token)).statusCode).toBe(403);
  });

  it('cannot be signed before the AML questionnaire has opened the company’s deposit', async () => {
    const token = await login('company-rep-new-company');
    const response = await sign(NEW_COMPANY, token);
    expect(response.statusCode).toBe(404);
    expect((await companyOf(token, NEW_COMPANY))?.company_documents).toEqual([]);
  });

  it('signs the unsigned deposit, files the contract among the company’s documents, and says so', async () => {
    const token = await login('company-rep-new-company');
    const agreements = envelope(companyAgreements);
    expect(parsed(agreements, await status(NEW_COMPANY, token)).data).toEqual({
      has_signed_terms_and_conditions: true,
      has_signed_latest_terms_and_conditions: true,
      has_signed_company_contract: false,
      has_signed_latest_company_contract: false,
    });

    expect((await answerAml(NEW_COMPANY, token)).statusCode).toBe(200);
    expect((await sign(NEW_COMPANY, token)).statusCode).toBe(200);

    const company = await companyOf(token, NEW_COMPANY);
    expect(company?.deposits).toEqual([
      expect.objectContaining({ mambu_deposit_id: 'DEP5301', has_signed_contract: true }),
    ]);
    expect(company?.company_documents).toEqual([
      expect.objectContaining({ document: { type: 'company_investor_contract' } }),
    ]);
    expect(parsed(agreements, await status(NEW_COMPANY, token)).data).toMatchObject({
      has_signed_company_contract: true,
      has_signed_latest_company_contract: true,
    });

    // Signing again changes nothing.
    expect((await sign(NEW_COMPANY, token)).statusCode).toBe(200);
    expect((await companyOf(token, NEW_COMPANY))?.company_documents).toHaveLength(1);
  });

  it('reads the status of a company whose contract was signed long ago', async () => {
    const token = await login('company-rep-signing-right');
    expect(parsed(envelope(companyAgreements), await status(501, token)).data).toMatchObject({
      has_signed_company_contract: true,
    });
  });
});
