import { expect } from 'vitest';
import { z } from 'zod';
import { borrowerApi, type LoanApplication } from '#shared/api/borrower.ts';
import { endpointPath, type Endpoint } from '#shared/api/endpoint.ts';
import type { AccountChoice } from '../domain/applications/store.ts';
import { bearer, parsed, personaPhone, smsLogin, type TestSandbox } from './sandbox.ts';

/** What the loan-application route tests share: calls, and the steps up to the scoring. */
export function applicationFixture(sandbox: () => TestSandbox) {
  const call = (
    endpoint: Endpoint,
    token: string,
    params: Record<string, string | number> = {},
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    sandbox().app.inject({
      method: endpoint.method,
      url: `/${endpointPath(endpoint, params)}`,
      headers: { ...bearer(token), ...headers },
      ...(payload ? { payload } : {}),
    });

  const login = (personaId: string) => smsLogin(sandbox().app, personaPhone(personaId));

  async function create(token: string, amount = 5000, terms = 24) {
    const response = await call(borrowerApi.createApplication, token, {}, { amount, terms });
    expect(response.statusCode).toBe(200);
    return parsed(borrowerApi.createApplication.response, response).data;
  }

  async function consented(token: string, amount = 5000, terms = 24): Promise<LoanApplication> {
    const { loan_application: application } = await create(token, amount, terms);
    const response = await call(
      borrowerApi.consent,
      token,
      { id: application.id },
      { is_checked_ccis: true },
    );
    expect(response.statusCode).toBe(200);
    return parsed(borrowerApi.consent.response, response).data.loan_application;
  }

  async function redirectUrl(endpoint: Endpoint, token: string, id: number, payload?: object) {
    const response = await call(endpoint, token, { id }, payload, { origin: 'app://vertaislaina' });
    expect(response.statusCode).toBe(200);
    return new URL(
      z.object({ data: z.object({ redirect_url: z.string() }) }).parse(response.json()).data
        .redirect_url,
    );
  }

  /** Posts a provider page's form as a browser would. */
  const submitPage = (url: URL, fields: Record<string, string>) =>
    sandbox().app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  /** Shares account data in the Kreditz frame; returns the frame's answer page. */
  async function shareInFrame(token: string, id: number, action: AccountChoice | 'cancel') {
    const url = await redirectUrl(borrowerApi.kreditzRedirect, token, id);
    return submitPage(url, {
      state: url.searchParams.get('state') ?? '',
      app_origin: url.searchParams.get('app_origin') ?? '',
      action,
    });
  }

  /** Shares account data on the redirect provider's page and exchanges the code. */
  async function shareByRedirect(token: string, id: number, choice: AccountChoice) {
    const url = await redirectUrl(borrowerApi.aispRedirect, token, id);
    const page = await submitPage(url, {
      state: url.searchParams.get('state') ?? '',
      action: choice,
    });
    expect(page.statusCode).toBe(302);
    const back = new URL(page.headers.location ?? '');
    const response = await call(
      borrowerApi.aispTransactions,
      token,
      { id },
      { code: back.searchParams.get('code') ?? '' },
    );
    expect(response.statusCode).toBe(200);
  }

  async function status(token: string, id: number) {
    const response = await call(borrowerApi.kreditzScoringCheck, token, { id });
    expect(response.statusCode).toBe(200);
    return parsed(borrowerApi.kreditzScoringCheck.response, response).data.status;
  }

  /** An approved offer for Aino (the Kreditz frame, main account). */
  async function approved(token: string, amount = 5000, terms = 24) {
    const application = await consented(token, amount, terms);
    await shareInFrame(token, application.id, 'main');
    const response = await call(borrowerApi.kreditzScoringReady, token, { id: application.id });
    expect(response.statusCode).toBe(200);
    return parsed(borrowerApi.kreditzScoringReady.response, response).data.loanApplication;
  }

  return {
    call,
    login,
    create,
    consented,
    redirectUrl,
    submitPage,
    shareInFrame,
    shareByRedirect,
    status,
    approved,
  };
}

export const messageOf = (response: { json(): unknown }) =>
  z.object({ message: z.string() }).parse(response.json()).message;

export const errorsOf = (response: { json(): unknown }) =>
  z.object({ errors: z.record(z.string(), z.array(z.string())) }).parse(response.json()).errors;
