import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineEndpoint } from './endpoint.ts';

export const legacyRole = z.enum(['investor', 'borrower']);

export const legacyUser = z.object({
  legacy_user_id: z.number().int(),
  legacy_role: legacyRole,
});
export type LegacyUser = z.infer<typeof legacyUser>;

export const legacyPersonalDetails = z.object({
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  SSN: z.string(),
  MobilePhone: z.string(),
  Gender: z.string(),
  Address: z.object({
    Country: z.string(),
    City: z.string(),
    Address: z.string(),
    PostCode: z.string(),
  }),
  Nationality: z.string(),
  isForeigner: z.boolean(),
});
export type LegacyPersonalDetails = z.infer<typeof legacyPersonalDetails>;

/** GET api/legacy/personal-details: data.data with token and legacy_users, plus the personal details. */
export const legacyPersonalDetailsResponse = envelope(
  legacyPersonalDetails.extend({
    token: z.string().nullable(),
    legacy_users: z.array(legacyUser),
  }),
);
export type LegacyPersonalDetailsPayload = z.infer<typeof legacyPersonalDetailsResponse>['data'];

/** The legacy (pre-2019) system's endpoints. */
export const legacyApi = {
  personalDetails: defineEndpoint({
    method: 'GET',
    path: 'api/legacy/personal-details',
    response: legacyPersonalDetailsResponse,
  }),
};
