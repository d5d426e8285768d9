import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { identityApi } from '#shared/api/identity.ts';
import { teliaCallbackResponse, teliaRedirectResponse } from '#shared/api/identity.ts';
import { LATEST_TERMS_VERSION } from '../domain/documents/terms.ts';
import { parsed } from './sandbox.ts';
import { BANK_PAGE_PATH, ONFIDO_PAGE_PATH } from '../providers/paths.ts';

/** Test support: drive the identification flows the way the app and a browser do. */

export async function startBankLogin(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/${identityApi.teliaRedirect.path}`,
    headers,
    payload: {
      method: 'fi-nordea',
      goal: 'login',
      language: 'fi',
      accepted_tc: LATEST_TERMS_VERSION,
      affiliate_name: null,
      unique_affiliate_id: null,
      blaId: null,
      ...fields,
    },
  });
  expect(response.statusCode).toBe(200);
  const { redirect_url, state } = parsed(teliaRedirectResponse, response).data;
  // The sandbox always sends the state beside the URL, and the URL carries the same one.
  expect(state).toBeTruthy();
  expect(new URL(redirect_url).searchParams.get('state')).toBe(state);
  return { redirect_url, state: state ?? '' };
}

/** Submits a provider form; returns the redirect's query (and the raw Location). */
export async function submitForm(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string>,
) {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const location = String(response.headers.location ?? '');
  const query = Object.fromEntries(new URL(location || 'x:/').searchParams);
  return { response, location, query };
}

export async function identifyAs(app: FastifyInstance, state: string, ssn: string) {
  const { response, query } = await submitForm(app, BANK_PAGE_PATH, {
    state,
    person: ssn,
    action: 'identify',
  });
  expect(response.statusCode).toBe(302);
  return query;
}

export async function finishDocumentCheck(app: FastifyInstance, state: string, outcome: string) {
  const { response, query } = await submitForm(app, ONFIDO_PAGE_PATH, { state, outcome });
  expect(response.statusCode).toBe(302);
  return query;
}

export const callback = (app: FastifyInstance, payload: Record<string, string | undefined>) =>
  app.inject({ method: 'POST', url: `/${identityApi.teliaCallback.path}`, payload });

/** Bank identification through to the callback's payload. */
export async function bankCallback(
  app: FastifyInstance,
  ssn: string,
  fields: Record<string, unknown> = {},
) {
  const { state } = await startBankLogin(app, fields);
  const response = await callback(app, await identifyAs(app, state, ssn));
  expect(response.statusCode).toBe(200);
  return parsed(teliaCallbackResponse, response).data;
}
