import { z } from 'zod';
import { envelope, successPayload } from './envelope.ts';
import { API_LANGUAGES } from '../languages.ts';
import { legacyRole } from './legacy.ts';
import { defineEndpoint } from './endpoint.ts';
import { legacyLoginForm, smsCodeField } from '../domain/validation/login.ts';
import { phoneField } from '../domain/validation/phone.ts';

const blaId = z.union([z.string(), z.number()]).nullish();

/** POST api/auth/sms/login */
export const smsLoginRequest = z.object({
  mobile_phone: z.string(),
  blaId,
});
export type SmsLoginRequest = z.infer<typeof smsLoginRequest>;
export const smsLoginResponse = envelope(successPayload);

/** POST api/auth/sms/verify */
export const smsVerifyRequest = z.object({
  code: z.string(),
  mobile_phone: z.string(),
  affiliate_name: z.string().nullish(),
  unique_affiliate_id: z.string().nullish(),
  language: z.enum(API_LANGUAGES),
});
export type SmsVerifyRequest = z.infer<typeof smsVerifyRequest>;
export const tokenPayload = z.object({
  token: z.string().min(1),
  blaId: z.union([z.string(), z.number()]).nullish(),
});
export const smsVerifyResponse = envelope(tokenPayload);

/** Error codes the sandbox (and the gateway) put in `errors.code` of a failed verify. */
export const SMS_CODE_ERRORS = ['CODE_INVALID', 'CODE_EXPIRED', 'CODE_NOT_REQUESTED'] as const;
export type SmsCodeError = (typeof SMS_CODE_ERRORS)[number];

/** POST api/legacy/auth */
export const legacyAuthRequest = z.object({
  username: z.string(),
  password: z.string(),
});
export type LegacyAuthRequest = z.infer<typeof legacyAuthRequest>;
export const legacyAuthResponse = envelope(
  z.object({
    token: z.string().min(1),
    role: legacyRole,
    can_be_onboarded: z.boolean(),
    is_foreigner: z.boolean(),
  }),
);

/** GET api/auth/logout */
export const logoutResponse = envelope(successPayload);

/**
 * Logging in by SMS code and with legacy credentials, and logging out. The payloads carry the
 * spec's field rules (borrower-and-shared.md §5), as the gateway applies them.
 */
export const authApi = {
  smsLogin: defineEndpoint({
    method: 'POST',
    path: 'api/auth/sms/login',
    body: smsLoginRequest.extend({ mobile_phone: phoneField }),
    response: smsLoginResponse,
  }),
  smsVerify: defineEndpoint({
    method: 'POST',
    path: 'api/auth/sms/verify',
    body: smsVerifyRequest.extend({ mobile_phone: phoneField, code: smsCodeField }),
    response: smsVerifyResponse,
  }),
  legacyAuth: defineEndpoint({
    method: 'POST',
    path: 'api/legacy/auth',
    body: legacyAuthRequest.extend(legacyLoginForm.shape),
    response: legacyAuthResponse,
  }),
  logout: defineEndpoint({ method: 'GET', path: 'api/auth/logout', response: logoutResponse }),
};
