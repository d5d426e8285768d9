import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identityApi } from '#shared/api/identity.ts';
import { userApi } from '#shared/api/user.ts';
import { errorBody, validationErrorBody } from '#shared/api/envelope.ts';
import { registerResponse, registerVerifyResponse } from '#shared/api/identity.ts';
import { userResponse } from '#shared/api/user.ts';
import { bankCallback } from '../test/provider-flows.ts';
import { bearer, parsed, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';

const TEEMU = '230988-215R';
const SARI = '021279-248B';
const PHONE = '+358401234567';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const register = (payload: object) =>
  sandbox.app.inject({ method: 'POST', url: `/${identityApi.register.path}`, payload });
const verify = (payload: object) =>
  sandbox.app.inject({ method: 'POST', url: `/${identityApi.registerVerify.path}`, payload });
const details = (state: string, overrides: object = {}) => ({
  email: 'teemu.laaksonen@example.fi',
  mobile_phone: '040 12 34567',
  is_checked_offers: true,
  state,
  language: 'en',
  ...overrides,
});
async function lastCode(phone = PHONE): Promise<string> {
  const outbox = await sandbox.app.inject({ url: '/__sandbox/sms', query: { phone } });
  const code = outbox.json<{ messages: { code: string }[] }>().messages.at(-1)?.code;
  return code ?? expect.fail('no SMS sent');
}
async function registrationState(
  ssn = TEEMU,
  fields: Record<string, unknown> = { goal: 'borrower' },
) {
  return (await bankCallback(sandbox.app, ssn, fields)).state ?? expect.fail('no state');
}

describe('POST api/auth/register and api/auth/verify', () => {
  it('creates a borrower from the identity and the details, then logs them in', async () => {
    const state = await registrationState(TEEMU, { goal: 'borrower', blaId: 7001 });
    const posted = await register(details(state));
    expect(posted.statusCode).toBe(200);
    expect(parsed(registerResponse, posted).data).toEqual({ state, goal: 'borrower' });

    const code = await lastCode();
    expect(code).toMatch(/^\d{4}$/);
    const verified = await verify({ code, mobile_phone: PHONE, state });
    expect(verified.statusCode).toBe(200);
    const { token, blaId } = parsed(registerVerifyResponse, verified).data;
    expect(blaId).toBe(7001);

    const profile = await sandbox.app.inject({
      url: `/${userApi.get.path}`,
      headers: bearer(token),
    });
    expect(parsed(userResponse, profile).data).toMatchObject({
      first_name: 'Teemu',
      last_name: 'Laaksonen',
      ssn: TEEMU,
      birth_date: '1988-09-23',
      mobile_phone: PHONE,
      email: 'teemu.laaksonen@example.fi',
      is_checked_offers: true,
      language: 'en',
      nationality: 'FI',
      is_foreigner: false,
      verification_error_code: null,
      deposits: [],
    });

    const login = await bankCallback(sandbox.app, TEEMU, { goal: 'login' });
    expect(login.token).toEqual(expect.any(String));
  });

  it('opens no deposit for an investor yet: their first AML questionnaire does', async () => {
    const state = await registrationState(SARI, { goal: 'investor' });
    await register(details(state, { email: 'sari@example.fi' }));
    const verified = await verify({ code: await lastCode(), mobile_phone: PHONE, state });
    const { token, blaId } = parsed(registerVerifyResponse, verified).data;
    expect(blaId).toBeNull();
    const profile = parsed(
      userResponse,
      await sandbox.app.inject({ url: `/${userApi.get.path}`, headers: bearer(token) }),
    ).data;
    // Onboarding goes on to AML, which is only for users without deposits (investor.md §4).
    expect(profile.deposits).toEqual([]);
  });

  it('answers the code errors with a message the app shows', async () => {
    const state = await registrationState();
    await register(details(state));
    const code = await lastCode();
    const wrong = await verify({
      code: code === '0000' ? '1111' : '0000',
      mobile_phone: PHONE,
      state,
    });
    expect(wrong.statusCode).toBe(422);
    expect(parsed(validationErrorBody, wrong)).toEqual({
      message: 'The code is incorrect.',
      errors: { code: ['CODE_INVALID'] },
    });
    const otherPhone = await verify({ code, mobile_phone: '+358409999999', state });
    expect(parsed(validationErrorBody, otherPhone).errors).toEqual({
      code: ['CODE_NOT_REQUESTED'],
    });
    sandbox.clock.advance(300);
    const expired = await verify({ code, mobile_phone: PHONE, state });
    expect(parsed(validationErrorBody, expired)).toEqual({
      message: 'The code has expired.',
      errors: { code: ['CODE_EXPIRED'] },
    });
  });

  it('uses a registration state once', async () => {
    const state = await registrationState();
    await register(details(state));
    await verify({ code: await lastCode(), mobile_phone: PHONE, state });
    const again = await register(
      details(state, { email: 'other@example.fi', mobile_phone: '0401234568' }),
    );
    expect(parsed(validationErrorBody, again).errors).toEqual({
      state: ['The selected state is invalid.'],
    });
  });

  it.each([
    [{ email: 'not-an-email' }, { email: ['validation.email'] }],
    [{ email: '' }, { email: ['validation.required'] }],
    [{ mobile_phone: '12ab' }, { mobile_phone: ['validation.phone'] }],
    [{ email: 'AINO.VIRTANEN@example.fi' }, { email: ['The email has already been taken.'] }],
    [
      { mobile_phone: '0401000101' },
      { mobile_phone: ['The mobile phone has already been taken.'] },
    ],
    [{ state: 'unknown' }, { state: ['The selected state is invalid.'] }],
  ])('answers 422 for %j', async (overrides, errors) => {
    const state = await registrationState();
    const response = await register(details(state, overrides));
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response).errors).toEqual(errors);
  });

  it('refuses to verify before the details were posted', async () => {
    const state = await registrationState();
    const response = await verify({ code: '1234', mobile_phone: PHONE, state });
    expect(parsed(validationErrorBody, response).errors).toEqual({
      state: ['The selected state is invalid.'],
    });
  });

  it('refuses the under-18 person with 403', async () => {
    const personas = (await sandbox.app.inject({ url: '/__sandbox/personas' })).json<{
      personas: { id: string; ssn: string }[];
    }>().personas;
    const ssn = personas.find((persona) => persona.id === 'under-18')?.ssn ?? '';
    const state = await registrationState(ssn);
    const response = await register(details(state));
    expect(response.statusCode).toBe(403);
    expect(parsed(errorBody, response)).toEqual({
      message: 'Registration requires age 18 or over',
    });
  });

  it('does not take a domestic state on the foreign endpoint', async () => {
    const state = await registrationState();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: `/${identityApi.foreignRegister.path}`,
      payload: details(state),
    });
    expect(response.statusCode).toBe(422);
  });
});
