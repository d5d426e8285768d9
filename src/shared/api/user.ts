import { z } from 'zod';
import { envelope, unusedAnswer } from './envelope.ts';
import { legacyUser } from './legacy.ts';
import { API_LANGUAGES } from '../languages.ts';
import { defineEndpoint } from './endpoint.ts';

const timestamp = z.string();

export const address = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

export const deposit = z.object({
  mambu_deposit_id: z.string(),
  has_signed_contract: z.boolean(),
  created_at: timestamp,
});

export const bankAccount = z.object({ id: z.number().int(), IBAN: z.string() });

export const userDocument = z.object({
  id: z.number().int(),
  created_at: timestamp,
  document: z.object({ type: z.string() }),
});

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  business_code: z.string(),
  address: address.nullable(),
  deposits: z.array(deposit),
  bank_accounts: z.array(bankAccount),
  legacy_companies: z.array(z.object({ legacy_company_id: z.number().int() })),
  company_documents: z.array(userDocument),
});

/** GET api/user: the profile, field for field as the spec lists it. */
export const userProfile = z.object({
  id: z.number().int(),
  legacy_users: z.array(legacyUser),
  email: z.string().nullable(),
  email_verified_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  birth_date: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  home_phone: z.string().nullable(),
  ssn: z.string().nullable(),
  language: z.string().nullable(),
  mambu_id: z.string().nullable(),
  mobile_verified_at: timestamp.nullable(),
  is_checked_offers: z.boolean(),
  is_checked_email_offers: z.boolean(),
  is_checked_sms_offers: z.boolean(),
  deposits: z.array(deposit),
  loans: z.array(z.object({ mambu_loan_id: z.string() })),
  address: address.nullable(),
  nationality: z.string().nullable(),
  bank_accounts: z.array(bankAccount),
  user_documents: z.array(userDocument),
  companies: z.array(company),
  force_aml_fill_in: z.boolean(),
  can_test: z.boolean(),
  is_foreigner: z.boolean(),
  verification_error_code: z.number().int().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userResponse = envelope(userProfile);

/** PATCH api/user: profile fields the user may change. */
export const userPatchRequest = z
  .object({
    language: z.enum(API_LANGUAGES),
    is_checked_offers: z.boolean(),
    is_checked_email_offers: z.boolean(),
    is_checked_sms_offers: z.boolean(),
  })
  .partial()
  .strict();
export type UserPatchRequest = z.infer<typeof userPatchRequest>;
/** The spec does not show PATCH api/user's answer; the client keeps the fields it sent. */
export const userPatchResponse = unusedAnswer;

/** The profile endpoints. */
export const userApi = {
  get: defineEndpoint({ method: 'GET', path: 'api/user', response: userResponse }),
  patch: defineEndpoint({
    method: 'PATCH',
    path: 'api/user',
    body: userPatchRequest,
    response: userPatchResponse,
  }),
};
