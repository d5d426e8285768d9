import {
  identityApi,
  type RegisterRequest,
  type RegisterVerifyRequest,
} from '#shared/api/identity.ts';
import { ANONYMOUS, type ApiClient } from '../../api/client.ts';

/** The person's details; a foreign investor's go to the foreign onboarding endpoint. */
export function registerDetails(api: ApiClient, body: RegisterRequest, foreign: boolean) {
  const endpoint = foreign ? identityApi.foreignRegister : identityApi.register;
  return api.call(endpoint, { body }, ANONYMOUS);
}

/** The phone code: the session token. A foreign investor's go to the foreign endpoint. */
export function verifyRegistration(api: ApiClient, body: RegisterVerifyRequest, foreign: boolean) {
  const endpoint = foreign ? identityApi.foreignVerify : identityApi.registerVerify;
  return api.call(endpoint, { body }, ANONYMOUS);
}
