import { documentApi } from '#shared/api/documents.ts';
import { identityApi, type TeliaRedirectRequest } from '#shared/api/identity.ts';
import type { ApiLanguage } from '#shared/languages.ts';
import { ANONYMOUS, type ApiClient } from '../../api/client.ts';

/** The latest terms' version: sent as `accepted_tc` with the bank redirect. */
export async function getTermsVersion(api: ApiClient): Promise<string> {
  return (await api.call(documentApi.latestTerms, undefined, ANONYMOUS)).version;
}

/**
 * The bank page to send the browser to, and the `state` its callback will carry (sent beside
 * the URL, or else read from the URL's own query).
 */
export async function teliaRedirect(
  api: ApiClient,
  body: TeliaRedirectRequest,
): Promise<{ redirectUrl: string; state: string | null }> {
  const answer = await api.call(identityApi.teliaRedirect, { body }, ANONYMOUS);
  const state = answer.state ?? new URL(answer.redirect_url).searchParams.get('state');
  return { redirectUrl: answer.redirect_url, state: state || null };
}

export const bankLoginKeys = {
  all: ['bank-login'] as const,
  termsVersion: () => [...bankLoginKeys.all, 'terms-version'] as const,
  broker: (blaId: string, language: ApiLanguage) =>
    [...bankLoginKeys.all, 'broker', blaId, language] as const,
};
