import { z } from 'zod';
import { envelope } from './envelope.ts';
import { API_LANGUAGES } from '../languages.ts';
import { defineEndpoint } from './endpoint.ts';
import { smsCodeField } from '../domain/validation/login.ts';
import { phoneField } from '../domain/validation/phone.ts';
import { emailField } from '../domain/validation/registration.ts';

/** Strong-authentication methods: the spec's bank identifiers and the mobile certificate. */
export const BANK_METHODS = [
  'fi-aktia',
  'fi-alandsbanken',
  'fi-danskebank',
  'fi-handelsbanken',
  'ftn-localtapiola-auth',
  'fi-nordea',
  'fi-omasp',
  'fi-op',
  'fi-pop',
  'fi-saastopankki',
  'fi-spankki',
  'fi-telia',
] as const;
export const MOBILE_CERTIFICATE_METHOD = 'fi-mobiilivarmenne';
export const AUTH_METHODS = [...BANK_METHODS, MOBILE_CERTIFICATE_METHOD] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/**
 * Why the user identifies: to log in, to register as a borrower, or to become an investor.
 * The callback answers differently for each when the person has no account yet.
 */
export const AUTH_GOALS = ['login', 'borrower', 'investor'] as const;
export type AuthGoal = (typeof AUTH_GOALS)[number];

const blaId = z.union([z.string(), z.number()]).nullish();

/** POST api/auth/telia/redirect — the spec fixes `language` to fi. */
export const teliaRedirectRequest = z.object({
  method: z.enum(AUTH_METHODS),
  goal: z.enum(AUTH_GOALS),
  language: z.literal('fi'),
  accepted_tc: z.string().min(1),
  affiliate_name: z.string().nullish(),
  unique_affiliate_id: z.string().nullish(),
  blaId,
});
export type TeliaRedirectRequest = z.infer<typeof teliaRedirectRequest>;

/**
 * The bank page to send the browser to. The spec's answer is only `redirect_url`; its query
 * carries the `state` the callback returns, which a gateway may also send beside it.
 */
export const teliaRedirectResponse = envelope(
  z.object({ redirect_url: z.string().url(), state: z.string().min(1).nullish() }),
);

/** POST api/auth/telia/callback — the callback's query, passed on as it came. */
export const teliaCallbackRequest = z.object({
  code: z.string().nullish(),
  state: z.string().min(1),
  session_state: z.string().nullish(),
  status: z.string().nullish(),
});
export type TeliaCallbackRequest = z.infer<typeof teliaCallbackRequest>;

/**
 * Either a session (`token`, the person has an account) or an identity to register with
 * (`state` to post with the details, the `goal` it was started for, `is_over_18`).
 */
export const identityCallbackPayload = z.object({
  token: z.string().min(1).nullish(),
  token_type: z.literal('Bearer').nullish(),
  expires_at: z.string().nullish(),
  state: z.string().nullish(),
  blaId,
  goal: z.enum(AUTH_GOALS).nullish(),
  is_over_18: z.boolean().nullish(),
});
export type IdentityCallbackPayload = z.infer<typeof identityCallbackPayload>;
export const teliaCallbackResponse = envelope(identityCallbackPayload);

/** POST api/auth/register and POST api/auth/onboarding/investor/foreign */
export const registerRequest = z.object({
  email: z.string(),
  mobile_phone: z.string(),
  is_checked_offers: z.boolean(),
  state: z.string().min(1),
  language: z.enum(API_LANGUAGES),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = envelope(
  z.object({ state: z.string(), goal: z.enum(AUTH_GOALS).nullable() }),
);

/** POST api/auth/verify and POST api/auth/onboarding/investor/foreign/verify */
export const registerVerifyRequest = z.object({
  code: z.string(),
  mobile_phone: z.string(),
  state: z.string().min(1),
});
export type RegisterVerifyRequest = z.infer<typeof registerVerifyRequest>;
export const registerVerifyResponse = envelope(z.object({ token: z.string().min(1), blaId }));

/** The registration payloads with the spec's field rules (§5), as the gateway applies them. */
const registerBody = registerRequest.extend({ email: emailField, mobile_phone: phoneField });
const registerVerifyBody = registerVerifyRequest.extend({
  mobile_phone: phoneField,
  code: smsCodeField,
});

/** Strong identification at the bank, and registering with the identity it gives. */
export const identityApi = {
  teliaRedirect: defineEndpoint({
    method: 'POST',
    path: 'api/auth/telia/redirect',
    body: teliaRedirectRequest,
    response: teliaRedirectResponse,
  }),
  teliaCallback: defineEndpoint({
    method: 'POST',
    path: 'api/auth/telia/callback',
    body: teliaCallbackRequest,
    response: teliaCallbackResponse,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: 'api/auth/register',
    body: registerBody,
    response: registerResponse,
  }),
  registerVerify: defineEndpoint({
    method: 'POST',
    path: 'api/auth/verify',
    body: registerVerifyBody,
    response: registerVerifyResponse,
  }),
  foreignRegister: defineEndpoint({
    method: 'POST',
    path: 'api/auth/onboarding/investor/foreign',
    body: registerBody,
    response: registerResponse,
  }),
  foreignVerify: defineEndpoint({
    method: 'POST',
    path: 'api/auth/onboarding/investor/foreign/verify',
    body: registerVerifyBody,
    response: registerVerifyResponse,
  }),
};
