import { brokerLoanApplicationResponse } from '../../../../shared/api/broker.ts';
import { latestTermsResponse } from '../../../../shared/api/documents.ts';
import { API } from '../../../../shared/api/endpoints.ts';
import {
  teliaCallbackResponse,
  teliaRedirectResponse,
  type TeliaCallbackRequest,
  type TeliaRedirectRequest,
} from '../../../../shared/api/identity.ts';
import type { ApiLanguage } from '../../../../shared/languages.ts';
import type { ApiClient } from '../../api/client.ts';

// These calls are made before a session exists: a 401 is an answer, not an expired session.
const anonymous = { expectsUnauthorized: true } as const;

/** GET api/document/latest/terms_and_conditions: its version is sent as `accepted_tc`. */
export async function getTermsVersion(api: ApiClient): Promise<string> {
  return (await api.get(API.latestTerms, latestTermsResponse, anonymous)).version;
}

/**
 * POST api/auth/telia/redirect: the bank page to send the browser to, and the `state` its
 * callback will carry (sent beside the URL, or else read from the URL's own query).
 */
export async function teliaRedirect(
  api: ApiClient,
  body: TeliaRedirectRequest,
): Promise<{ redirectUrl: string; state: string | null }> {
  const answer = await api.post(API.teliaRedirect, body, teliaRedirectResponse, anonymous);
  const state = answer.state ?? new URL(answer.redirect_url).searchParams.get('state');
  return { redirectUrl: answer.redirect_url, state: state || null };
}

/** POST api/auth/telia/callback: a session, or an identity to register with. */
export function teliaCallback(api: ApiClient, body: TeliaCallbackRequest) {
  return api.post(API.teliaCallback, body, teliaCallbackResponse, anonymous);
}

/** GET api/borrower/loan-application/broker-loan-application-details/{blaId}?language= */
export function getBrokerLoanApplication(api: ApiClient, blaId: string, language: ApiLanguage) {
  return api.get(API.brokerLoanApplicationDetails(blaId), brokerLoanApplicationResponse, {
    ...anonymous,
    params: { language },
  });
}

export const bankLoginKeys = {
  all: ['bank-login'] as const,
  termsVersion: () => [...bankLoginKeys.all, 'terms-version'] as const,
  broker: (blaId: string, language: ApiLanguage) =>
    [...bankLoginKeys.all, 'broker', blaId, language] as const,
};
