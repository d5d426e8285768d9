import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentApi, investorAgreements, investorContract } from '#shared/api/documents.ts';
import { envelope } from '#shared/api/envelope.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { userApi, userResponse } from '#shared/api/user.ts';
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

const contractPath = (id: string) => `/${endpointPath(documentApi.investorContract, { id })}`;
const signPath = (id: string) => `/${endpointPath(documentApi.signInvestorContract, { id })}`;
const statusPath = `/${documentApi.investorAgreements.path}`;

const get = (url: string, token?: string, language?: string) =>
  sandbox.app.inject({
    url,
    headers: {
      ...(token === undefined ? {} : bearer(token)),
      ...(language === undefined ? {} : { 'accept-language': language }),
    },
  });
const post = (url: string, token: string) =>
  sandbox.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('the investor contract', () => {
  it('serves the contract of the user’s own deposit in the reader’s language', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('new-investor'));
    const fi = parsed(envelope(investorContract), await get(contractPath('DEP1131'), token)).data;
    expect(fi.html).toContain('<h1>Sijoittajasopimus</h1>');
    expect(fi.html).toContain('Ilkka Östman');
    expect(fi.html).toContain('DEP1131');
    const en = parsed(
      envelope(investorContract),
      await get(contractPath('DEP1131'), token, 'en'),
    ).data;
    expect(en.html).toContain('credit risk is entirely the investor’s');
  });

  it('answers 401 without a session and 404 for another user’s deposit', async () => {
    expect((await get(contractPath('DEP1131'))).statusCode).toBe(401);
    expect((await get(statusPath)).statusCode).toBe(401);
    const token = await smsLogin(sandbox.app, personaPhone('new-investor'));
    expect((await get(contractPath('DEP1051'), token)).statusCode).toBe(404);
    expect((await post(signPath('DEP1051'), token)).statusCode).toBe(404);
    expect((await post(signPath('NOPE'), token)).statusCode).toBe(404);
  });

  it('answers the terms 403 to a user who must accept new terms', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('must-accept-terms'));
    expect((await get(contractPath('DEP1121'), token)).statusCode).toBe(403);
    expect((await post(signPath('DEP1121'), token)).statusCode).toBe(403);
    expect((await get(statusPath, token)).statusCode).toBe(403);
  });

  it('signing marks the deposit signed in the profile and in the agreement flags', async () => {
    const token = await smsLogin(sandbox.app, personaPhone('new-investor'));
    const before = parsed(envelope(investorAgreements), await get(statusPath, token)).data;
    expect(before).toEqual({
      has_signed_terms_and_conditions: true,
      has_signed_latest_terms_and_conditions: true,
      has_signed_investor_contract: false,
      has_signed_latest_investor_contract: false,
    });
    expect((await post(signPath('DEP1131'), token)).statusCode).toBe(200);
    const profile = parsed(userResponse, await get(`/${userApi.get.path}`, token)).data;
    expect(profile.deposits).toEqual([
      expect.objectContaining({ mambu_deposit_id: 'DEP1131', has_signed_contract: true }),
    ]);
    expect(profile.user_documents.map((d) => d.document.type)).toContain('investor_contract');
    const after = parsed(envelope(investorAgreements), await get(statusPath, token)).data;
    expect(after.has_signed_investor_contract).toBe(true);
    expect(after.has_signed_latest_investor_contract).toBe(true);
  });
});
