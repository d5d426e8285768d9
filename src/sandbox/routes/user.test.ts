import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '#shared/api/auth.ts';
import { userApi } from '#shared/api/user.ts';
import { TERMS_NOT_SIGNED_MESSAGE, validationErrorBody } from '#shared/api/envelope.ts';
import { legacyAuthResponse } from '#shared/api/auth.ts';
import { userResponse } from '#shared/api/user.ts';
import { PERSONAS } from '../personas/personas.ts';
import { bearer, parsed, smsLogin, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const getUser = (headers: Record<string, string> = {}) =>
  sandbox.app.inject({ url: `/${userApi.get.path}`, headers });
const patchUser = (token: string, payload: unknown) =>
  sandbox.app.inject({
    method: 'PATCH',
    url: `/${userApi.get.path}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('GET api/user', () => {
  const withAccounts = PERSONAS.filter(
    (persona) => persona.user && persona.id !== 'must-accept-terms',
  );

  it.each(withAccounts.map((persona) => [persona.id, persona] as const))(
    'returns the profile of %s, valid against the shared schema',
    async (_id, persona) => {
      const token = await smsLogin(sandbox.app, persona.user?.mobilePhone ?? '');
      const response = await getUser(bearer(token));
      expect(response.statusCode).toBe(200);
      const profile = parsed(userResponse, response).data;
      expect(profile.id).toBe(persona.user?.id);
      expect(profile.mobile_phone).toBe(persona.user?.mobilePhone);
      expect(profile.is_foreigner).toBe(persona.user?.isForeigner);
      expect(profile.verification_error_code).toBe(persona.user?.verificationErrorCode);
    },
  );

  it('tells each story through the profile', async () => {
    const profileOf = async (phone: string) =>
      parsed(userResponse, await getUser(bearer(await smsLogin(sandbox.app, phone)))).data;

    const company = await profileOf('+358401000106');
    expect(company.companies).toMatchObject([
      { id: 501, name: 'Lehtonen Invest Oy', business_code: '2345678-0' },
    ]);
    expect(company.companies[0]?.deposits[0]?.has_signed_contract).toBe(true);

    const onboarded = await profileOf('+358401000111');
    expect(onboarded.legacy_users).toEqual([{ legacy_user_id: 70111, legacy_role: 'investor' }]);

    // A borrower's loans are the engine's, played with the world (routes/borrower-loans.test.ts).
    const arrears = await profileOf('+358401000102');
    expect(arrears.loans).toEqual([]);

    const newInvestor = await profileOf('+358401000113');
    expect(newInvestor.deposits.map((deposit) => deposit.has_signed_contract)).toEqual([false]);
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
    ['a malformed header', { authorization: 'Token abc' }],
  ])('answers 401 Unauthenticated. with %s', async (_case, headers) => {
    const response = await getUser(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 to an old-platform token (those only work on api/legacy/*)', async () => {
    const auth = await sandbox.app.inject({
      method: 'POST',
      url: `/${authApi.legacyAuth.path}`,
      payload: { username: 'eero.salminen', password: 'Sijoitus2018' },
    });
    const { token } = parsed(legacyAuthResponse, auth).data;
    expect((await getUser(bearer(token))).statusCode).toBe(401);
  });

  it('answers the terms 403 to a user who has not signed the latest terms', async () => {
    const token = await smsLogin(sandbox.app, '+358401000112');
    const response = await getUser(bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: TERMS_NOT_SIGNED_MESSAGE });
  });
});

describe('PATCH api/user', () => {
  it('changes language and marketing consents and answers the new profile', async () => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    sandbox.clock.advance(60);
    const response = await patchUser(token, { language: 'se', is_checked_sms_offers: true });
    expect(response.statusCode).toBe(200);
    const profile = parsed(userResponse, response).data;
    expect(profile).toMatchObject({
      language: 'se',
      is_checked_sms_offers: true,
      is_checked_email_offers: true,
      updated_at: '2024-05-06T09:01:00.000Z',
    });
    const reread = parsed(userResponse, await getUser(bearer(token))).data;
    expect(reread.language).toBe('se');
  });

  it('rejects fields it does not take', async () => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    const response = await patchUser(token, { first_name: 'Eve' });
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response).errors).toEqual({
      first_name: ['The first_name field is prohibited.'],
    });
  });

  it('rejects an unsupported language and a non-boolean consent', async () => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    const response = await patchUser(token, { language: 'sv', is_checked_offers: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(parsed(validationErrorBody, response).errors).sort()).toEqual([
      'is_checked_offers',
      'language',
    ]);
  });

  it('is behind the terms gate and authentication', async () => {
    const token = await smsLogin(sandbox.app, '+358401000112');
    expect((await patchUser(token, { language: 'fi' })).statusCode).toBe(403);
    expect((await patchUser('nope', { language: 'fi' })).statusCode).toBe(401);
  });
});
