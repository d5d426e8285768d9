import {
  legacyAuthResponse,
  logoutResponse,
  smsLoginResponse,
  smsVerifyResponse,
  type LegacyAuthRequest,
  type SmsLoginRequest,
  type SmsVerifyRequest,
} from '../../../../shared/api/auth.ts';
import { API } from '../../../../shared/api/endpoints.ts';
import type { ApiClient } from '../../api/client.ts';

/** POST api/auth/sms/login: sends the code. */
export function smsLogin(api: ApiClient, body: SmsLoginRequest) {
  return api.post(API.smsLogin, body, smsLoginResponse, { expectsUnauthorized: true });
}

/** POST api/auth/sms/verify: the token (and blaId for a broker application). */
export function smsVerify(api: ApiClient, body: SmsVerifyRequest) {
  return api.post(API.smsVerify, body, smsVerifyResponse, { expectsUnauthorized: true });
}

/** POST api/legacy/auth: legacy token and role. A 401 means wrong credentials. */
export function legacyAuth(api: ApiClient, body: LegacyAuthRequest) {
  return api.post(API.legacyAuth, body, legacyAuthResponse, { expectsUnauthorized: true });
}

/** GET api/auth/logout */
export function logout(api: ApiClient) {
  return api.get(API.logout, logoutResponse, { expectsUnauthorized: true });
}
