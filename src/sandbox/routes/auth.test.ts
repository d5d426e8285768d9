import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '#shared/api/auth.ts';
import { userApi } from '#shared/api/user.ts';
import { logoutResponse, smsLoginResponse, smsVerifyResponse } from '#shared/api/auth.ts';
import { errorBody, validationErrorBody } from '#shared/api/envelope.ts';
import { userResponse } from '#shared/api/user.ts';
import { bearer, parsed, smsLogin, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';

const AINO = '+358401000101';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const login = (payload: object) =>
  sandbox.app.inject({ method: 'POST', url: `/${authApi.smsLogin.path}`, payload });
const verify = (code: string, phone = AINO) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/${authApi.smsVerify.path}`,
    payload: {
      code,
      mobile_phone: phone,
      affiliate_name: null,
      unique_affiliate_id: null,
      language: 'fi',
    },
  });
async function lastCode(phone = AINO): Promise<string> {
  const outbox = await sandbox.app.inject({ url: '/__sandbox/sms', query: { phone } });
  const code = outbox.json<{ messages: { code: string }[] }>().messages.at(-1)?.code;
  return code ?? expect.fail('no SMS sent');
}
const otherCode = (code: string) => (code === '0000' ? '1111' : '0000');

describe('POST api/auth/sms/login', () => {
  it.each(['+358401000101', '0401000101', '+358 40 1000101', '(040) 10-00101'])(
    'accepts the known phone written as %j',
    async (phone) => {
      const response = await login({ mobile_phone: phone });
      expect(response.statusCode).toBe(200);
      expect(await lastCode()).toMatch(/^\d{4}$/);
    },
  );

  it('sends a four-digit code by SMS', async () => {
    const response = await login({ mobile_phone: AINO, blaId: null });
    expect(response.statusCode).toBe(200);
    expect(parsed(smsLoginResponse, response).data).toEqual({ success: true });

    const outbox = await sandbox.app.inject({ url: '/__sandbox/sms', query: { phone: AINO } });
    const [message] = outbox.json<{ messages: { code: string; text: string; phone: string }[] }>()
      .messages;
    expect(message?.phone).toBe(AINO);
    expect(message?.code).toMatch(/^\d{4}$/);
    expect(message?.text).toContain(message?.code);
  });

  it('answers 403 User not found for a phone nobody has', async () => {
    const response = await login({ mobile_phone: '+358409999999' });
    expect(response.statusCode).toBe(403);
    expect(parsed(errorBody, response)).toEqual({ message: 'User not found' });
  });

  it.each([
    ['12ab', 'validation.phone'],
    ['', 'validation.required'],
  ])('rejects the phone %j with 422 %s', async (phone, message) => {
    const response = await login({ mobile_phone: phone });
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response)).toEqual({
      message: 'The given data was invalid.',
      errors: { mobile_phone: [message] },
    });
  });

  it('rejects a missing phone with 422', async () => {
    const response = await login({});
    expect(parsed(validationErrorBody, response).errors).toEqual({
      mobile_phone: ['validation.required'],
    });
  });
});

describe('POST api/auth/sms/verify', () => {
  it('returns a working token and a null blaId for the right code', async () => {
    await login({ mobile_phone: AINO });
    const response = await verify(await lastCode());
    expect(response.statusCode).toBe(200);
    const { token, blaId } = parsed(smsVerifyResponse, response).data;
    expect(blaId).toBeNull();

    const profile = await sandbox.app.inject({
      url: `/${userApi.get.path}`,
      headers: bearer(token),
    });
    expect(parsed(userResponse, profile).data.first_name).toBe('Aino');
  });

  it('returns the blaId of the login request', async () => {
    await login({ mobile_phone: AINO, blaId: 4711 });
    const response = await verify(await lastCode());
    expect(parsed(smsVerifyResponse, response).data.blaId).toBe(4711);
  });

  it('consumes the code: a second use is CODE_NOT_REQUESTED', async () => {
    await login({ mobile_phone: AINO });
    const code = await lastCode();
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(422);
    expect(parsed(validationErrorBody, again).errors).toEqual({ code: ['CODE_NOT_REQUESTED'] });
  });

  it('answers CODE_NOT_REQUESTED when no code was sent', async () => {
    const response = await verify('1234');
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response)).toEqual({
      message: 'The given data was invalid.',
      errors: { code: ['CODE_NOT_REQUESTED'] },
    });
  });

  it('answers CODE_INVALID for a wrong code and still accepts the right one', async () => {
    await login({ mobile_phone: AINO });
    const code = await lastCode();
    const wrong = await verify(otherCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(parsed(validationErrorBody, wrong).errors).toEqual({ code: ['CODE_INVALID'] });
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('answers CODE_EXPIRED once the sandbox clock passes 300 seconds', async () => {
    await login({ mobile_phone: AINO });
    const code = await lastCode();
    sandbox.clock.advance(299);
    sandbox.clock.advance(1);
    const response = await verify(code);
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response).errors).toEqual({ code: ['CODE_EXPIRED'] });
  });

  it('accepts the code just before it expires', async () => {
    await login({ mobile_phone: AINO });
    const code = await lastCode();
    sandbox.clock.advance(299);
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('replaces the code on resend: the old one is invalid, the new one works', async () => {
    await login({ mobile_phone: AINO });
    const first = await lastCode();
    await login({ mobile_phone: AINO });
    const second = await lastCode();
    if (first !== second) {
      expect(parsed(validationErrorBody, await verify(first)).errors.code).toEqual([
        'CODE_INVALID',
      ]);
    }
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('a resend restarts the 300 seconds', async () => {
    await login({ mobile_phone: AINO });
    sandbox.clock.advance(200);
    await login({ mobile_phone: AINO });
    sandbox.clock.advance(200);
    expect((await verify(await lastCode())).statusCode).toBe(200);
  });

  it('locks the code after five wrong attempts (CODE_EXPIRED, even for the right code)', async () => {
    await login({ mobile_phone: AINO });
    const code = await lastCode();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(parsed(validationErrorBody, await verify(otherCode(code))).errors.code).toEqual([
        'CODE_INVALID',
      ]);
    }
    expect(parsed(validationErrorBody, await verify(code)).errors.code).toEqual(['CODE_EXPIRED']);
  });

  it('rejects a code that is not four digits with the required message', async () => {
    await login({ mobile_phone: AINO });
    const response = await verify('12');
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response).errors).toEqual({ code: ['validation.required'] });
  });

  it('rejects an unsupported language', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: `/${authApi.smsVerify.path}`,
      payload: { code: '1234', mobile_phone: AINO, language: 'sv' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(parsed(validationErrorBody, response).errors)).toEqual(['language']);
  });
});

describe('GET api/auth/logout', () => {
  it('answers success and revokes the token', async () => {
    const token = await smsLogin(sandbox.app, AINO);
    const response = await sandbox.app.inject({
      url: `/${authApi.logout.path}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(parsed(logoutResponse, response).data).toEqual({ success: true });

    for (const url of [`/${userApi.get.path}`, `/${authApi.logout.path}`]) {
      const after = await sandbox.app.inject({ url, headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 401 without a token', async () => {
    const response = await sandbox.app.inject({ url: `/${authApi.logout.path}` });
    expect(response.statusCode).toBe(401);
  });

  it('revokes only the token it was called with', async () => {
    const first = await smsLogin(sandbox.app, AINO);
    const second = await smsLogin(sandbox.app, AINO);
    await sandbox.app.inject({ url: `/${authApi.logout.path}`, headers: bearer(first) });
    const profile = await sandbox.app.inject({
      url: `/${userApi.get.path}`,
      headers: bearer(second),
    });
    expect(profile.statusCode).toBe(200);
  });
});
