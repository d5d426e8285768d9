import { latestTermsResponse, termsSignResponse } from '../../../../shared/api/documents.ts';
import { API } from '../../../../shared/api/endpoints.ts';
import type { ApiClient } from '../../api/client.ts';

/** GET api/document/latest/terms_and_conditions */
export function getLatestTerms(api: ApiClient) {
  return api.get(API.latestTerms, latestTermsResponse);
}

/** POST api/document/terms-and-conditions/sign */
export function signTerms(api: ApiClient) {
  return api.post(API.signTerms, {}, termsSignResponse);
}

/** POST api/document/terms-and-conditions/pre-release/sign: terms not yet in force. */
export function signPreReleaseTerms(api: ApiClient) {
  return api.post(API.signPreReleaseTerms, {}, termsSignResponse);
}
