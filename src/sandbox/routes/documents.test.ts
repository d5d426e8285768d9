import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '#shared/api/auth.ts';
import { documentApi } from '#shared/api/documents.ts';
import { userApi } from '#shared/api/user.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { latestTermsResponse, termsSignResponse } from '#shared/api/documents.ts';
import { legacyAuthResponse, logoutResponse } from '#shared/api/auth.ts';
import { userResponse } from '#shared/api/user.ts';
import { expectValidPdf } from '../domain/documents/pdf-check.ts';
import { bearer, parsed, smsLogin, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const MUST_ACCEPT = '+358401000112';

const latest = (token: string) =>
  sandbox.app.inject({ url: `/${documentApi.latestTerms.path}`, headers: bearer(token) });
const sign = (token: string, url: string = documentApi.signTerms.path) =>
  sandbox.app.inject({ method: 'POST', url: `/${url}`, headers: bearer(token) });
const setLanguage = (token: string, language: string) =>
  sandbox.app.inject({
    method: 'PATCH',
    url: `/${userApi.get.path}`,
    headers: bearer(token),
    payload: { language },
  });

describe('GET api/document/latest/terms_and_conditions', () => {
  it('serves the latest terms in the profile language with is_accepted', async () => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    const terms = parsed(latestTermsResponse, await latest(token)).data;
    expect(terms).toMatchObject({
      version: '2021-06-15',
      language: 'fi',
      type: 'terms_and_conditions',
      is_accepted: true,
    });
    expect(terms.blade).toContain('<h1>Vertaislaina-palvelun yleiset käyttöehdot</h1>');
    expect(terms.blade.match(/<p>/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['en', 'en', 'General terms of use'],
    ['se', 'se', 'Allmänna användarvillkor'],
    ['de', 'de', 'General terms of use'],
  ])('profile language %s gets language %s and the %s text', async (profile, answer, title) => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    await setLanguage(token, profile);
    const terms = parsed(latestTermsResponse, await latest(token)).data;
    expect(terms.language).toBe(answer);
    expect(terms.blade).toContain(title);
  });

  it('prefers the Accept-Language of the request over the profile language', async () => {
    const token = await smsLogin(sandbox.app, MUST_ACCEPT); // profile language se
    const response = await sandbox.app.inject({
      url: `/${documentApi.latestTerms.path}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    const terms = parsed(latestTermsResponse, response).data;
    expect(terms.language).toBe('en');
    expect(terms.blade).toContain('General terms of use');
  });

  it('stays reachable for a user who must accept, with is_accepted false', async () => {
    const token = await smsLogin(sandbox.app, MUST_ACCEPT);
    const response = await latest(token);
    expect(response.statusCode).toBe(200);
    expect(parsed(latestTermsResponse, response).data).toMatchObject({
      is_accepted: false,
      language: 'se',
    });
  });

  it('answers a reader without a token: not accepted, in the request language, else fi', async () => {
    const anonymous = await sandbox.app.inject({ url: `/${documentApi.latestTerms.path}` });
    expect(anonymous.statusCode).toBe(200);
    expect(parsed(latestTermsResponse, anonymous).data).toMatchObject({
      version: '2021-06-15',
      language: 'fi',
      is_accepted: false,
    });
    const english = await sandbox.app.inject({
      url: `/${documentApi.latestTerms.path}`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(parsed(latestTermsResponse, english).data.blade).toContain('General terms of use');
  });

  it('answers 401 with an unknown or an old-platform token', async () => {
    expect((await latest('unknown')).statusCode).toBe(401);
    const auth = await sandbox.app.inject({
      method: 'POST',
      url: `/${authApi.legacyAuth.path}`,
      payload: { username: 'eero.salminen', password: 'Sijoitus2018' },
    });
    expect((await latest(parsed(legacyAuthResponse, auth).data.token)).statusCode).toBe(401);
  });
});

describe('POST terms signing', () => {
  it.each([documentApi.signTerms.path, documentApi.signPreReleaseTerms.path])(
    '%s accepts the latest version and opens the gated routes',
    async (url) => {
      const token = await smsLogin(sandbox.app, MUST_ACCEPT);
      expect(
        (await sandbox.app.inject({ url: `/${userApi.get.path}`, headers: bearer(token) }))
          .statusCode,
      ).toBe(403);

      const response = await sign(token, url);
      expect(response.statusCode).toBe(200);
      expect(parsed(termsSignResponse, response).data).toEqual({
        accepted: true,
        version: '2021-06-15',
      });

      expect(parsed(latestTermsResponse, await latest(token)).data.is_accepted).toBe(true);
      const profile = await sandbox.app.inject({
        url: `/${userApi.get.path}`,
        headers: bearer(token),
      });
      expect(parsed(userResponse, profile).data.first_name).toBe('Linnéa');
    },
  );

  it('is idempotent for a user who already accepted', async () => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    expect((await sign(token)).statusCode).toBe(200);
    expect((await sign(token)).statusCode).toBe(200);
  });

  it('lets a user who must accept log out', async () => {
    const token = await smsLogin(sandbox.app, MUST_ACCEPT);
    const response = await sandbox.app.inject({
      url: `/${authApi.logout.path}`,
      headers: bearer(token),
    });
    expect(parsed(logoutResponse, response).data.success).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await sign('missing')).statusCode).toBe(401);
  });
});

const profileOf = async (token: string) =>
  parsed(
    userResponse,
    await sandbox.app.inject({ url: `/${userApi.get.path}`, headers: bearer(token) }),
  ).data;
const download = (token: string, url: string) =>
  sandbox.app.inject({ url: `/${url}`, headers: bearer(token) });

describe('GET api/document/download/{id}', () => {
  it('sends the user’s own document as a PDF attachment', async () => {
    const token = await smsLogin(sandbox.app, '+358401000104');
    const [contract] = (await profileOf(token)).user_documents.filter(
      (document) => document.document.type === 'investor_contract',
    );
    const id = contract?.id ?? expect.fail('no investor contract');
    const response = await download(token, endpointPath(documentApi.download, { id: id }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="investor_contract-${id}.pdf"`,
    );
    const text = expectValidPdf(response.rawPayload);
    expect(text).toContain('(Customer: Pekka Heikkinen) Tj');
    expect(text).toContain('(Date: 10.02.2020) Tj');
  });

  it('gives the new borrower terms and price list documents', async () => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    const types = (await profileOf(token)).user_documents.map((d) => d.document.type);
    expect(types).toEqual(['terms_and_conditions', 'price_list']);
  });

  it('answers 404 for another user’s or a company’s document, 401 without a token', async () => {
    const pekka = await smsLogin(sandbox.app, '+358401000104');
    const kaisa = await smsLogin(sandbox.app, '+358401000106');
    const pekkasId = (await profileOf(pekka)).user_documents[0]?.id ?? 0;
    const companyId =
      (await profileOf(kaisa)).companies[0]?.company_documents[0]?.id ?? expect.fail('none');
    expect(
      (await download(kaisa, endpointPath(documentApi.download, { id: pekkasId }))).statusCode,
    ).toBe(404);
    expect(
      (await download(kaisa, endpointPath(documentApi.download, { id: companyId }))).statusCode,
    ).toBe(404);
    expect((await download(kaisa, 'api/document/download/abc')).statusCode).toBe(404);
    const anonymous = await sandbox.app.inject({
      url: `/${endpointPath(documentApi.download, { id: pekkasId })}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET api/document/company/download/{id}', () => {
  it('sends a document of a company the user represents, naming the company', async () => {
    const kaisa = await smsLogin(sandbox.app, '+358401000106');
    const id =
      (await profileOf(kaisa)).companies[0]?.company_documents[0]?.id ?? expect.fail('none');
    const response = await download(kaisa, endpointPath(documentApi.companyDownload, { id: id }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="company_investor_contract-${id}.pdf"`,
    );
    expect(expectValidPdf(response.rawPayload)).toContain('(Company: Lehtonen Invest Oy) Tj');

    const hanna = await smsLogin(sandbox.app, '+358401000107');
    expect(
      (await download(hanna, endpointPath(documentApi.companyDownload, { id: id }))).statusCode,
    ).toBe(404);
    const ownId = (await profileOf(kaisa)).user_documents[0]?.id ?? 0;
    expect(
      (await download(kaisa, endpointPath(documentApi.companyDownload, { id: ownId }))).statusCode,
    ).toBe(404);
  });
});
