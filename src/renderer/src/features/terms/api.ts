import { latestTermsResponse, termsSignResponse } from '../../../../shared/api/documents.ts';
import { API } from '../../../../shared/api/endpoints.ts';
import { termsLanguage, type AppLanguage } from '../../../../shared/languages.ts';
import type { ApiClient } from '../../api/client.ts';

/** GET api/document/latest/terms_and_conditions, in the language the terms exist in for the reader. */
export function getLatestTerms(api: ApiClient, language: AppLanguage) {
  return api.get(API.latestTerms, latestTermsResponse, { language: termsLanguage(language) });
}

/** POST api/document/terms-and-conditions/sign */
export function signTerms(api: ApiClient) {
  return api.post(API.signTerms, {}, termsSignResponse);
}

/** POST api/document/terms-and-conditions/pre-release/sign: terms not yet in force. */
export function signPreReleaseTerms(api: ApiClient) {
  return api.post(API.signPreReleaseTerms, {}, termsSignResponse);
}
