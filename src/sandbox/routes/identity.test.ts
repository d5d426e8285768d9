import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identityApi } from '#shared/api/identity.ts';
import { userApi } from '#shared/api/user.ts';
import { errorBody, validationErrorBody } from '#shared/api/envelope.ts';
import { teliaCallbackResponse } from '#shared/api/identity.ts';
import { userResponse } from '#shared/api/user.ts';
import { BANK_PAGE_PATH } from '../providers/paths.ts';
import {
  bankCallback,
  callback,
  identifyAs,
  startBankLogin,
  submitForm,
} from '../test/provider-flows.ts';
import { bearer, parsed, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';

const AINO = '140396-102H';
const NO_ACCOUNT = '230988-215R';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const redirect = (payload: object, headers: Record<string, string> = {}) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/${identityApi.teliaRedirect.path}`,
    payload,
    headers,
  });

async function under18Ssn(): Promise<string> {
  const personas = await sandbox.app.inject({ url: '/__sandbox/personas' });
  const { personas: list } = personas.json<{ personas: { id: string; ssn: string }[] }>();
  return list.find((persona) => persona.id === 'under-18')?.ssn ?? expect.fail('no under-18');
}

describe('POST api/auth/telia/redirect', () => {
  it('answers the bank page with a fresh state and the chosen method', async () => {
    const { redirect_url, state } = await startBankLogin(sandbox.app, { method: 'fi-op' });
    expect(redirect_url.startsWith(`http://localhost:80${BANK_PAGE_PATH}?`)).toBe(true);
    expect(Object.fromEntries(new URL(redirect_url).searchParams)).toEqual({
      state,
      method: 'fi-op',
    });
    expect((await startBankLogin(sandbox.app)).state).not.toBe(state);
  });

  it('answers 422 per field for a wrong method, goal or language and missing terms', async () => {
    const response = await redirect({ method: 'fi-bank', goal: 'lend', language: 'en' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(parsed(validationErrorBody, response).errors).sort()).toEqual([
      'accepted_tc',
      'goal',
      'language',
      'method',
    ]);
  });

  it('answers 422 validation.acceptTerms unless the latest terms were accepted', async () => {
    const response = await redirect({
      method: 'fi-nordea',
      goal: 'login',
      language: 'fi',
      accepted_tc: '2020-02-01',
    });
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response).errors).toEqual({
      accepted_tc: ['validation.acceptTerms'],
    });
  });
});

describe('return target', () => {
  const locationAfterIdentify = async (headers: Record<string, string>) => {
    const { redirect_url, state } = await startBankLogin(sandbox.app, {}, headers);
    const { location } = await submitForm(sandbox.app, BANK_PAGE_PATH, {
      state,
      person: AINO,
      action: 'identify',
    });
    return { redirect_url, location };
  };

  it.each([
    [{ 'x-vertaislaina-client': 'desktop', origin: 'http://localhost:5173' }],
    [{ origin: 'app://vertaislaina' }],
  ])('sends the desktop app back by deep link (%j)', async (headers) => {
    const { redirect_url, location } = await locationAfterIdentify(headers);
    expect(redirect_url.startsWith(`http://localhost:80${BANK_PAGE_PATH}?`)).toBe(true);
    expect(location).toMatch(
      /^vertaislaina:\/\/auth\/callback\?code=[^&]+&state=[^&]+&session_state=/,
    );
  });

  it('serves a web app the page and the callback on its own origin (behind its proxy)', async () => {
    const origin = 'http://127.0.0.1:4173';
    const { redirect_url, location } = await locationAfterIdentify({ origin });
    expect(redirect_url.startsWith(`${origin}${BANK_PAGE_PATH}?`)).toBe(true);
    expect(location.startsWith(`${origin}/auth/callback?code=`)).toBe(true);
  });

  it('uses the sandbox itself for an origin it does not serve', async () => {
    const { redirect_url, location } = await locationAfterIdentify({
      origin: 'https://evil.example',
    });
    expect(redirect_url.startsWith('http://localhost:80/')).toBe(true);
    expect(location.startsWith('http://localhost:80/auth/callback?')).toBe(true);
  });
});

describe('POST api/auth/telia/callback', () => {
  it('logs a person with an account in, keeping goal and blaId', async () => {
    const data = await bankCallback(sandbox.app, AINO, { goal: 'borrower', blaId: 7001 });
    expect(data).toMatchObject({
      token_type: 'Bearer',
      state: null,
      goal: 'borrower',
      blaId: 7001,
      is_over_18: true,
    });
    const profile = await sandbox.app.inject({
      url: `/${userApi.get.path}`,
      headers: bearer(data.token ?? ''),
    });
    expect(parsed(userResponse, profile).data.first_name).toBe('Aino');
  });

  it('answers 400 User does not exist to a login without an account', async () => {
    const { state } = await startBankLogin(sandbox.app);
    const response = await callback(sandbox.app, await identifyAs(sandbox.app, state, NO_ACCOUNT));
    expect(response.statusCode).toBe(400);
    expect(parsed(errorBody, response)).toEqual({ message: 'User does not exist' });
  });

  it.each(['borrower', 'investor'])('starts a registration for goal %s', async (goal) => {
    const data = await bankCallback(sandbox.app, NO_ACCOUNT, { goal, blaId: '7001' });
    expect(data).toEqual({
      token: null,
      state: expect.any(String) as string,
      goal,
      is_over_18: true,
      blaId: '7001',
    });
  });

  it('tells that the under-18 person is not over 18, by the sandbox clock', async () => {
    const data = await bankCallback(sandbox.app, await under18Ssn(), { goal: 'borrower' });
    expect(data).toMatchObject({ token: null, is_over_18: false });
    sandbox.clock.advance(3 * 366 * 86_400);
    const later = await bankCallback(sandbox.app, await under18Ssn(), { goal: 'borrower' });
    expect(later.is_over_18).toBe(true);
  });

  it('answers 403 SCA authentication failed after "Fail authentication"', async () => {
    const { state } = await startBankLogin(sandbox.app);
    const { query } = await submitForm(sandbox.app, BANK_PAGE_PATH, { state, action: 'fail' });
    const response = await callback(sandbox.app, query);
    expect(response.statusCode).toBe(403);
    expect(parsed(errorBody, response)).toEqual({ message: 'SCA authentication failed' });
  });

  it('returns a provider error with the state and no code, closing the identification', async () => {
    const { state } = await startBankLogin(sandbox.app);
    const { query } = await submitForm(sandbox.app, BANK_PAGE_PATH, { state, action: 'error' });
    expect(query).toEqual({
      error: 'server_error',
      error_description: 'The identification service is unavailable',
      state,
    });
    const again = await submitForm(sandbox.app, BANK_PAGE_PATH, { state, action: 'identify' });
    expect(again.query).toEqual({});
  });

  it('answers a cancel with the state and no age, once', async () => {
    const { state } = await startBankLogin(sandbox.app, { goal: 'investor' });
    const { query } = await submitForm(sandbox.app, BANK_PAGE_PATH, { state, action: 'cancel' });
    expect(query).toEqual({ status: 'cancel', state });
    const response = await callback(sandbox.app, query);
    expect(parsed(teliaCallbackResponse, response).data).toEqual({
      token: null,
      state,
      goal: 'investor',
      is_over_18: null,
      blaId: null,
    });
    expect((await callback(sandbox.app, query)).statusCode).toBe(400);
  });

  it('takes each code once, only with its own state', async () => {
    const first = await startBankLogin(sandbox.app);
    const second = await startBankLogin(sandbox.app);
    const query = await identifyAs(sandbox.app, first.state, AINO);
    expect((await callback(sandbox.app, { ...query, state: second.state })).statusCode).toBe(400);
    expect((await callback(sandbox.app, query)).statusCode).toBe(200);
    const again = await callback(sandbox.app, query);
    expect(again.statusCode).toBe(400);
    expect(parsed(errorBody, again).message).toBe(
      'The identification is unknown, used or expired.',
    );
    expect((await callback(sandbox.app, { code: 'nope', state: first.state })).statusCode).toBe(
      400,
    );
    expect((await callback(sandbox.app, { state: first.state })).statusCode).toBe(400);
  });

  it('refuses a code older than ten minutes', async () => {
    const { state } = await startBankLogin(sandbox.app);
    const query = await identifyAs(sandbox.app, state, AINO);
    sandbox.clock.advance(600);
    expect((await callback(sandbox.app, query)).statusCode).toBe(400);
  });

  it('answers 422 without a state', async () => {
    const response = await callback(sandbox.app, { code: 'x' });
    expect(parsed(validationErrorBody, response).errors).toEqual({
      state: ['validation.required'],
    });
  });
});

describe('the simulated bank page', () => {
  const page = (state: string, remoteAddress = '127.0.0.1') =>
    sandbox.app.inject({
      url: BANK_PAGE_PATH,
      query: { state, method: 'fi-nordea' },
      remoteAddress,
    });

  it('names the bank, lists people and offers the three answers', async () => {
    const { state } = await startBankLogin(sandbox.app, { method: 'fi-danskebank' });
    const response = await page(state);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1>Identify with Danske Bank</h1>');
    for (const label of [
      '>Identify</button>',
      '>Cancel</button>',
      '>Fail authentication</button>',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain(`value="${AINO}"> Aino Virtanen, ${AINO}, has an account</label>`);
    expect(html).toContain(`Teemu Laaksonen, ${NO_ACCOUNT}, no account`);
    expect(html).toContain(`Ella Mäkinen, ${await under18Ssn()}, no account`);
    expect(html).toMatch(/value="new" checked> A new person/);
    for (const label of ['First name', 'Last name', 'Personal identity code', 'Date of birth']) {
      expect(html).toMatch(new RegExp(`<label for="\\w+">${label}</label>`));
    }
    expect(html).toMatch(/id="ssn" name="ssn" type="text" value="\d{6}[-A]\d{3}[0-9A-Y]"/);
  });

  it('is for loopback callers only', async () => {
    const { state } = await startBankLogin(sandbox.app);
    expect((await page(state, '203.0.113.7')).statusCode).toBe(404);
  });

  it('shows an error page for an unknown state or one older than ten minutes', async () => {
    expect((await page('unknown')).statusCode).toBe(400);
    const { state } = await startBankLogin(sandbox.app);
    sandbox.clock.advance(599);
    expect((await page(state)).statusCode).toBe(200);
    sandbox.clock.advance(1);
    const expired = await page(state);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('role="alert"');
    const post = await submitForm(sandbox.app, BANK_PAGE_PATH, { state, action: 'identify' });
    expect(post.response.statusCode).toBe(400);
  });

  it('takes one answer per state', async () => {
    const { state } = await startBankLogin(sandbox.app);
    await identifyAs(sandbox.app, state, AINO);
    expect((await page(state)).statusCode).toBe(400);
  });

  it('identifies a made-up person, who can then register', async () => {
    const { state } = await startBankLogin(sandbox.app, { goal: 'borrower' });
    const { query } = await submitForm(sandbox.app, BANK_PAGE_PATH, {
      state,
      person: 'new',
      action: 'identify',
      first_name: 'Outi',
      last_name: 'Testaaja',
      ssn: '010170-123F',
      birth_date: '1970-01-01',
    });
    const data = parsed(teliaCallbackResponse, await callback(sandbox.app, query)).data;
    expect(data).toMatchObject({ token: null, goal: 'borrower', is_over_18: true });
    expect((await page((await startBankLogin(sandbox.app)).state)).body).toContain(
      'Outi Testaaja, 010170-123F, no account',
    );
  });

  it('shows the page again with an alert for an invalid new person', async () => {
    const { state } = await startBankLogin(sandbox.app);
    const { response } = await submitForm(sandbox.app, BANK_PAGE_PATH, {
      state,
      person: 'new',
      action: 'identify',
      first_name: '',
      last_name: 'X',
      ssn: '010170-123X',
      birth_date: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('Enter a first name.');
    expect(response.body).toContain('Enter a valid Finnish personal identity code.');
    expect((await page(state)).statusCode).toBe(200);
  });
});
