import { z } from 'zod';
import { envelope } from './envelope.ts';
import { API_LANGUAGES } from '../languages.ts';

export const termsDocument = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.string(),
  /** The terms text as HTML, in the language given by `language`. */
  blade: z.string(),
  language: z.enum(API_LANGUAGES),
  type: z.literal('terms_and_conditions'),
  is_accepted: z.boolean(),
});
export type TermsDocument = z.infer<typeof termsDocument>;

/** GET api/document/latest/terms_and_conditions */
export const latestTermsResponse = envelope(termsDocument);

/** POST api/document/terms-and-conditions/sign and .../pre-release/sign */
export const termsSignResponse = envelope(
  z.object({ accepted: z.literal(true), version: z.string() }),
);
