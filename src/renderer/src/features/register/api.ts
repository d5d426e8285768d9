import { API } from '../../../../shared/api/endpoints.ts';
import {
  registerResponse,
  registerVerifyResponse,
  type RegisterRequest,
  type RegisterVerifyRequest,
} from '../../../../shared/api/identity.ts';
import type { ApiClient } from '../../api/client.ts';

const anonymous = { expectsUnauthorized: true } as const;

/** POST api/auth/register, or api/auth/onboarding/investor/foreign for a foreign investor. */
export function registerDetails(api: ApiClient, body: RegisterRequest, foreign: boolean) {
  return api.post(foreign ? API.foreignRegister : API.register, body, registerResponse, anonymous);
}

/** POST api/auth/verify, or api/auth/onboarding/investor/foreign/verify: the session token. */
export function verifyRegistration(api: ApiClient, body: RegisterVerifyRequest, foreign: boolean) {
  return api.post(
    foreign ? API.foreignVerify : API.registerVerify,
    body,
    registerVerifyResponse,
    anonymous,
  );
}
