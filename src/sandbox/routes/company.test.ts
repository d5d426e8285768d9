import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUSINESS_CODE_FORMAT, companyApi } from '#shared/api/company.ts';
import { TERMS_NOT_SIGNED_MESSAGE, validationErrorBody } from '#shared/api/envelope.ts';
import { userApi, userResponse } from '#shared/api/user.ts';
import { SIGNING_RIGHT } from '#shared/domain/signing-right.ts';
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

const SIGNS_ALONE_CODE = '3141593-8';
const JOINTLY_CODE = '2718282-8';
const NO_RIGHT_CODE = '1618033-3';
const MARKETPLACE_CODE = '2345678-0';

const login = (personaId: string) => smsLogin(sandbox.app, personaPhone(personaId));

const post = (path: string, token: string | null, payload: unknown) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/${path}`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const statusOf = (token: string | null, code: string) =>
  post(companyApi.signingRightStatus.path, token, { business_code: code });
const create = (token: string | null, code: string) =>
  post(companyApi.create.path, token, { business_code: code });

const message = (response: { json(): unknown }) =>
  z.object({ message: z.string() }).parse(response.json()).message;

async function companiesOf(token: string) {
  const response = await sandbox.app.inject({
    url: `/${userApi.get.path}`,
    headers: bearer(token),
  });
  return parsed(userResponse, response).data.companies;
}

describe.each([
  ['POST api/company/signing-right-status', statusOf],
  ['POST api/company', create],
])('%s', (_name, call) => {
  it('answers 401 without a session', async () => {
    const response = await call(null, SIGNS_ALONE_CODE);
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 for an empty or malformed business code', async () => {
    const token = await login('company-rep-signing-right');
    const empty = await call(token, '');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(parsed(validationErrorBody, empty).errors)).toEqual(['business_code']);
    for (const code of ['31415938', '314-1593-8', 'ABC1593-8']) {
      const response = await call(token, code);
      expect(response.statusCode, code).toBe(422);
      expect(parsed(validationErrorBody, response).errors.business_code).toEqual([
        BUSINESS_CODE_FORMAT,
      ]);
    }
  });

  it('answers 404 with a message naming a code the trade register does not know', async () => {
    const token = await login('company-rep-signing-right');
    const response = await call(token, '1234567-1');
    expect(response.statusCode).toBe(404);
    expect(message(response)).toBe(
      'The trade register has no company with the business code 1234567-1.',
    );
  });

  it('answers the terms 403 to a user who has not accepted the latest terms', async () => {
    const token = await login('must-accept-terms');
    const response = await call(token, SIGNS_ALONE_CODE);
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe(TERMS_NOT_SIGNED_MESSAGE);
  });
});

describe('POST api/company/signing-right-status', () => {
  it('answers the signing right the trade register gives the user', async () => {
    const kaisa = await login('company-rep-signing-right');
    const expected: [string, number][] = [
      [SIGNS_ALONE_CODE, SIGNING_RIGHT.alone],
      [JOINTLY_CODE, SIGNING_RIGHT.jointly],
      [NO_RIGHT_CODE, SIGNING_RIGHT.none],
      [MARKETPLACE_CODE, SIGNING_RIGHT.alone],
    ];
    for (const [code, status] of expected) {
      const response = await statusOf(kaisa, code);
      expect(parsed(companyApi.signingRightStatus.response, response).data, code).toEqual({
        status,
      });
    }
    const hanna = await login('company-rep-no-signing-right');
    const saaristo = await statusOf(hanna, '2960512-6');
    expect(parsed(companyApi.signingRightStatus.response, saaristo).data.status).toBe(
      SIGNING_RIGHT.jointly,
    );
    // Not listed in the register at all: no signing right.
    const notListed = await statusOf(hanna, SIGNS_ALONE_CODE);
    expect(parsed(companyApi.signingRightStatus.response, notListed).data.status).toBe(
      SIGNING_RIGHT.none,
    );
  });
});

describe('POST api/company', () => {
  it('adds a company the user signs for alone, with its register name and address, no deposit', async () => {
    const token = await login('company-rep-signing-right');
    const response = await create(token, SIGNS_ALONE_CODE);
    expect(response.statusCode).toBe(201);
    const { id } = parsed(companyApi.create.response, response).data;
    const added = (await companiesOf(token)).find((company) => company.id === id);
    expect(added).toMatchObject({
      name: 'Lehtonen Kiinteistöt Oy',
      business_code: SIGNS_ALONE_CODE,
      address: { line1: 'Bulevardi 30 C 14', postcode: '00120', city: 'Helsinki', country: 'FI' },
      deposits: [],
      bank_accounts: [],
      company_documents: [],
    });
    const representative = sandbox.db.get(
      z.object({ signing_right: z.number() }),
      'SELECT signing_right FROM company_representatives WHERE company_id = ?',
      id,
    );
    expect(representative?.signing_right).toBe(SIGNING_RIGHT.alone);
  });

  it('adds a company the user signs for jointly, keeping the joint right', async () => {
    const token = await login('company-rep-signing-right');
    const { id } = parsed(companyApi.create.response, await create(token, JOINTLY_CODE)).data;
    const representative = sandbox.db.get(
      z.object({ signing_right: z.number() }),
      'SELECT signing_right FROM company_representatives WHERE company_id = ?',
      id,
    );
    expect(representative?.signing_right).toBe(SIGNING_RIGHT.jointly);
  });

  it('refuses a user without signing right with a message, adding nothing', async () => {
    const token = await login('company-rep-no-signing-right');
    const before = await companiesOf(token);
    const response = await create(token, NO_RIGHT_CODE);
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe(
      'You have no signing right in Norrhamn Logistik Ab (1618033-3), so you cannot add it.',
    );
    expect(await companiesOf(token)).toEqual(before);
    const stored = sandbox.db.get(
      z.object({ id: z.number() }),
      'SELECT id FROM companies WHERE business_code = ?',
      NO_RIGHT_CODE,
    );
    expect(stored).toBeUndefined();
  });

  it('refuses a company the user has already added, twice added or seeded', async () => {
    const token = await login('company-rep-signing-right');
    expect((await create(token, SIGNS_ALONE_CODE)).statusCode).toBe(201);
    const again = await create(token, SIGNS_ALONE_CODE);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(
      'Lehtonen Kiinteistöt Oy (3141593-8) has already been added to your account.',
    );
    const seeded = await create(token, MARKETPLACE_CODE);
    expect(seeded.statusCode).toBe(409);
    expect(message(seeded)).toBe(
      'Lehtonen Invest Oy (2345678-0) has already been added to your account.',
    );
  });
});
