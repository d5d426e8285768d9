import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identityApi } from '#shared/api/identity.ts';
import { onfidoApi } from '#shared/api/onfido.ts';
import { userApi } from '#shared/api/user.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { errorBody, validationErrorBody } from '#shared/api/envelope.ts';
import { registerVerifyResponse, teliaCallbackResponse } from '#shared/api/identity.ts';
import { onfidoRedirectResponse, onfidoStatusResponse } from '#shared/api/onfido.ts';
import { userResponse } from '#shared/api/user.ts';
import { ONFIDO_PAGE_PATH } from '../providers/paths.ts';
import { callback, finishDocumentCheck, submitForm } from '../test/provider-flows.ts';
import { bearer, parsed, smsLogin, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';

const PHONE = '+358501234567';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const FORM = {
  given_name: 'Hans',
  family_name: 'Müller',
  birthdate: '1980-07-01',
  line1: 'Hauptstraße 5',
  line2: null,
  city: 'München',
  postcode: '80331',
  country: 'DE',
  nationality: 'DE',
  taxation_country: 'DE',
  passport_number: 'C01X00T47',
  passport_issued_country: 'DE',
  passport_expiry_date: '2030-01-31',
  is_american: false,
  tax_identification_number: null,
  is_checked_terms_and_conditions: true,
  language: 'de',
  method: 'onfido',
};

const startCheck = (payload: object, headers: Record<string, string> = {}) =>
  sandbox.app.inject({ method: 'POST', url: `/${onfidoApi.redirect.path}`, payload, headers });
const retry = (id: string) =>
  sandbox.app.inject({ url: `/${endpointPath(onfidoApi.retry, { id: id })}` });
const status = async (token: string) =>
  parsed(
    onfidoStatusResponse,
    await sandbox.app.inject({ url: `/${onfidoApi.status.path}`, headers: bearer(token) }),
  ).data.status;
const profile = async (token: string) =>
  parsed(
    userResponse,
    await sandbox.app.inject({ url: `/${userApi.get.path}`, headers: bearer(token) }),
  ).data;

/** Form, document check, callback, details and phone code: the new foreign user's token. */
async function registerForeigner(outcome: string): Promise<string> {
  const { state } = parsed(onfidoRedirectResponse, await startCheck(FORM)).data;
  const answer = await callback(
    sandbox.app,
    await finishDocumentCheck(sandbox.app, state, outcome),
  );
  const data = parsed(teliaCallbackResponse, answer).data;
  expect(data).toEqual({
    token: null,
    state: expect.any(String) as string,
    goal: 'investor',
    is_over_18: true,
    blaId: null,
  });
  const registration = data.state ?? '';
  const details = await sandbox.app.inject({
    method: 'POST',
    url: `/${identityApi.foreignRegister.path}`,
    payload: {
      email: 'hans.mueller@example.de',
      mobile_phone: PHONE,
      is_checked_offers: false,
      state: registration,
      language: 'de',
    },
  });
  expect(details.statusCode).toBe(200);
  const outbox = await sandbox.app.inject({ url: '/__sandbox/sms', query: { phone: PHONE } });
  const code = outbox.json<{ messages: { code: string }[] }>().messages.at(-1)?.code ?? '';
  const verified = await sandbox.app.inject({
    method: 'POST',
    url: `/${identityApi.foreignVerify.path}`,
    payload: { code, mobile_phone: PHONE, state: registration },
  });
  return parsed(registerVerifyResponse, verified).data.token;
}

describe('POST api/auth/signicat/redirect/onfido', () => {
  it('approves a seeded persona whose check is processing once the clock moves 60 s on', async () => {
    const token = await smsLogin(sandbox.app, '+358501000122'); // foreign-investor-1
    expect(await status(token)).toBe(1);
    sandbox.clock.advance(59);
    expect(await status(token)).toBe(1);
    sandbox.clock.advance(2);
    expect(await status(token)).toBe(0);
  });

  it('answers the document-check page, on the web app origin when it asks', async () => {
    const response = await startCheck(FORM, { origin: 'http://localhost:5173' });
    const { redirect_url, state } = parsed(onfidoRedirectResponse, response).data;
    expect(redirect_url).toBe(
      `http://localhost:5173${ONFIDO_PAGE_PATH}?${new URLSearchParams({ state }).toString()}`,
    );
    const { location } = await submitForm(sandbox.app, ONFIDO_PAGE_PATH, {
      state,
      outcome: 'approved',
    });
    expect(location.startsWith('http://localhost:5173/auth/callback?code=')).toBe(true);
  });

  it('answers 422 with the required and terms messages per field', async () => {
    const response = await startCheck({ language: 'en', method: 'onfido', is_american: false });
    expect(response.statusCode).toBe(422);
    const { errors } = parsed(validationErrorBody, response);
    for (const field of [
      'given_name',
      'family_name',
      'birthdate',
      'line1',
      'postcode',
      'city',
      'passport_number',
      'passport_issued_country',
      'passport_expiry_date',
    ]) {
      expect(errors[field], field).toEqual(['validation.required']);
    }
    expect(errors.is_checked_terms_and_conditions).toEqual(['validation.checkTerms']);
    expect(errors.tax_identification_number).toBeUndefined();
  });

  it.each([
    [{ given_name: '  ' }, 'given_name', 'validation.required'],
    [
      { is_checked_terms_and_conditions: false },
      'is_checked_terms_and_conditions',
      'validation.checkTerms',
    ],
    [{ country: 'US' }, 'country', 'The selected country is invalid.'],
    [
      { passport_issued_country: 'XX' },
      'passport_issued_country',
      'The selected country is invalid.',
    ],
    [{ birthdate: '1980-02-30' }, 'birthdate', 'The date is not valid.'],
    [{ birthdate: '2010-01-01' }, 'birthdate', 'You must be at least 18 years old.'],
    [{ passport_expiry_date: '2024-05-06' }, 'passport_expiry_date', 'The passport has expired.'],
    [{ is_american: true }, 'tax_identification_number', 'validation.required'],
  ])('answers 422 for %j', async (overrides, field, message) => {
    const response = await startCheck({ ...FORM, ...overrides });
    expect(response.statusCode).toBe(422);
    expect(parsed(validationErrorBody, response).errors[field]).toEqual([message]);
  });

  it('takes a TIN from an American', async () => {
    const response = await startCheck({
      ...FORM,
      is_american: true,
      tax_identification_number: '123-45-6789',
    });
    expect(response.statusCode).toBe(200);
  });

  it('shows the three outcomes and the submit button on the check page', async () => {
    const { state } = parsed(onfidoRedirectResponse, await startCheck(FORM)).data;
    const page = await sandbox.app.inject({ url: ONFIDO_PAGE_PATH, query: { state } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Identity document check</h1>');
    expect(page.body).toContain('Hans Müller');
    for (const label of ['Documents approved', 'Still processing', 'Documents rejected']) {
      expect(page.body).toMatch(
        new RegExp(`<input type="radio" name="outcome" value="\\w+"( checked)?> ${label}</label>`),
      );
    }
    expect(page.body).toContain('>Submit documents</button>');
    sandbox.clock.advance(600);
    expect((await sandbox.app.inject({ url: ONFIDO_PAGE_PATH, query: { state } })).statusCode).toBe(
      400,
    );
  });
});

describe('foreign registration and GET api/auth/signicat/onfido_status', () => {
  it.each([
    ['approved', 0],
    ['rejected', 2],
  ])('creates a foreigner whose check was %s with code %i', async (outcome, code) => {
    const token = await registerForeigner(outcome);
    expect(await status(token)).toBe(code);
    expect(await profile(token)).toMatchObject({
      first_name: 'Hans',
      last_name: 'Müller',
      birth_date: '1980-07-01',
      ssn: null,
      is_foreigner: true,
      nationality: 'DE',
      language: 'de',
      verification_error_code: code,
      address: {
        line1: 'Hauptstraße 5',
        line2: null,
        postcode: '80331',
        city: 'München',
        country: 'DE',
      },
      // No deposit until their first AML questionnaire, which onboarding comes to next.
      deposits: [],
    });
  });

  it('approves a processing check 60 s after it by the sandbox clock', async () => {
    const token = await registerForeigner('processing');
    expect(await status(token)).toBe(1);
    sandbox.clock.advance(59);
    expect(await status(token)).toBe(1);
    expect((await profile(token)).verification_error_code).toBe(1);
    sandbox.clock.advance(1);
    expect((await profile(token)).verification_error_code).toBe(0);
    expect(await status(token)).toBe(0);
  });

  it('answers 0 for a user who needs no check, the seeded code otherwise, 401 without a token', async () => {
    expect(await status(await smsLogin(sandbox.app, '+358401000101'))).toBe(0);
    expect(await status(await smsLogin(sandbox.app, '+358501000122'))).toBe(1);
    // Seeded processing checks were submitted at seeding: a minute later they are approved.
    // A foreigner who never submitted documents stays processing.
    sandbox.clock.advance(3600);
    expect(await status(await smsLogin(sandbox.app, '+358501000122'))).toBe(0);
    expect(await status(await smsLogin(sandbox.app, '+358501000120'))).toBe(1);
    expect((await sandbox.app.inject({ url: `/${onfidoApi.status.path}` })).statusCode).toBe(401);
  });
});

describe('GET api/auth/signicat/retry/onfido/{id}', () => {
  it('starts the next attempt for a rejected user, whose callback logs them in', async () => {
    const response = await retry('retry-foreign-investor-2');
    const { redirect_url, state } = parsed(onfidoRedirectResponse, response).data;
    expect(redirect_url).toContain(`${ONFIDO_PAGE_PATH}?state=`);
    const page = await sandbox.app.inject({ url: ONFIDO_PAGE_PATH, query: { state } });
    expect(page.body).toContain('Jānis Bērziņš (attempt 2)');
    const answer = parsed(
      teliaCallbackResponse,
      await callback(sandbox.app, await finishDocumentCheck(sandbox.app, state, 'processing')),
    ).data;
    expect(answer).toMatchObject({ state: null, goal: 'investor', is_over_18: true });
    const token = answer.token ?? expect.fail('no token');
    expect(await status(token)).toBe(3);
    sandbox.clock.advance(60);
    expect(await status(token)).toBe(0);
  });

  it('retries an unfinished registration with the same details', async () => {
    const { state } = parsed(onfidoRedirectResponse, await startCheck(FORM)).data;
    await finishDocumentCheck(sandbox.app, state, 'rejected');
    const next = parsed(onfidoRedirectResponse, await retry(state)).data;
    const page = await sandbox.app.inject({ url: ONFIDO_PAGE_PATH, query: { state: next.state } });
    expect(page.body).toContain('Hans Müller (attempt 2)');
  });

  it('answers 403 after the third attempt and 404 for an unknown id', async () => {
    const exhausted = await retry('retry-foreign-investor-6');
    expect(exhausted.statusCode).toBe(403);
    expect(parsed(errorBody, exhausted).message).toBe('No identity document check attempts left');
    expect((await retry('nope')).statusCode).toBe(404);
  });
});
