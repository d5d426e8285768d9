import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '#shared/api/auth.ts';
import { legacyApi } from '#shared/api/legacy.ts';
import { legacyAuthResponse } from '#shared/api/auth.ts';
import {
  LEGACY_SYSTEM_EXCEPTION,
  TERMS_NOT_SIGNED_MESSAGE,
  errorBody,
  validationErrorBody,
} from '#shared/api/envelope.ts';
import { legacyPersonalDetailsResponse } from '#shared/api/legacy.ts';
import { bearer, parsed, smsLogin, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const auth = (username: string, password: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/${authApi.legacyAuth.path}`,
    payload: { username, password },
  });
const personalDetails = (token: string) =>
  sandbox.app.inject({ url: `/${legacyApi.personalDetails.path}`, headers: bearer(token) });

describe('POST api/legacy/auth', () => {
  it('logs in the legacy investor', async () => {
    const response = await auth('eero.salminen', 'Sijoitus2018');
    expect(response.statusCode).toBe(200);
    const data = parsed(legacyAuthResponse, response).data;
    expect(data).toMatchObject({ role: 'investor', can_be_onboarded: true, is_foreigner: false });
    expect(data.token.length).toBeGreaterThan(20);
  });

  it('logs in the legacy borrower by e-mail in any case', async () => {
    const response = await auth('Tuula.Hamalainen@Example.fi', 'Laina2017');
    expect(parsed(legacyAuthResponse, response).data).toMatchObject({
      role: 'borrower',
      can_be_onboarded: false,
    });
  });

  it.each([
    ['eero.salminen', 'wrong'],
    ['nobody', 'Sijoitus2018'],
  ])('answers 401 for %s / %s', async (username, password) => {
    const response = await auth(username, password);
    expect(response.statusCode).toBe(401);
    expect(parsed(errorBody, response)).toEqual({ message: 'Wrong username or password' });
  });

  it('answers 403 with LegacySystemException when the old system fails', async () => {
    const response = await auth('ville.laine', 'Vanha2016');
    expect(response.statusCode).toBe(403);
    expect(parsed(errorBody, response).message).toContain(LEGACY_SYSTEM_EXCEPTION);
  });

  it('answers another 403 to a login already onboarded to the new system', async () => {
    const response = await auth('marja.koskinen', 'Siirretty2015');
    expect(response.statusCode).toBe(403);
    const { message } = parsed(errorBody, response);
    expect(message).not.toContain(LEGACY_SYSTEM_EXCEPTION);
    expect(message).toMatch(/onboarded/);
  });

  it('requires both fields', async () => {
    const response = await auth('', '');
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response).errors).toEqual({
      username: ['validation.required'],
      password: ['validation.required'],
    });
  });
});

describe('GET api/legacy/personal-details', () => {
  it('returns the old-platform details of a legacy token', async () => {
    const { token } = parsed(legacyAuthResponse, await auth('tuula.hamalainen', 'Laina2017')).data;
    const response = await personalDetails(token);
    expect(response.statusCode).toBe(200);
    expect(parsed(legacyPersonalDetailsResponse, response).data).toMatchObject({
      FirstName: 'Tuula',
      LastName: 'Hämäläinen',
      MobilePhone: '+358401000109',
      Gender: 'female',
      Address: { City: 'Oulu', PostCode: '90100' },
      isForeigner: false,
      token: null,
      legacy_users: [{ legacy_user_id: 70109, legacy_role: 'borrower' }],
    });
  });

  it('serves an onboarded user of the new system their old-platform details', async () => {
    const token = await smsLogin(sandbox.app, '+358401000111');
    const response = await personalDetails(token);
    expect(parsed(legacyPersonalDetailsResponse, response).data.legacy_users).toEqual([
      { legacy_user_id: 70111, legacy_role: 'investor' },
    ]);
  });

  it('answers 404 to a new-system user without an old-platform account', async () => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    expect((await personalDetails(token)).statusCode).toBe(404);
  });

  it('answers 401 without a valid token and 403 to a user who must accept terms', async () => {
    expect((await personalDetails('invalid')).statusCode).toBe(401);
    const token = await smsLogin(sandbox.app, '+358401000112');
    const gated = await personalDetails(token);
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toEqual({ message: TERMS_NOT_SIGNED_MESSAGE });
  });

  it('stops working after logout', async () => {
    const { token } = parsed(legacyAuthResponse, await auth('eero.salminen', 'Sijoitus2018')).data;
    await sandbox.app.inject({ url: `/${authApi.logout.path}`, headers: bearer(token) });
    expect((await personalDetails(token)).statusCode).toBe(401);
  });
});
