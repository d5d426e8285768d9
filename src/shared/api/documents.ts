import { z } from 'zod';
import { envelope } from './envelope.ts';
import { API_LANGUAGES } from '../languages.ts';
import { defineEndpoint } from './endpoint.ts';

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

/** A document file: main streams it to disk, nothing parses it. */
const documentFile = z.unknown();

/** Terms and documents. */
export const documentApi = {
  latestTerms: defineEndpoint({
    method: 'GET',
    path: 'api/document/latest/terms_and_conditions',
    response: latestTermsResponse,
  }),
  signTerms: defineEndpoint({
    method: 'POST',
    path: 'api/document/terms-and-conditions/sign',
    response: termsSignResponse,
  }),
  signPreReleaseTerms: defineEndpoint({
    method: 'POST',
    path: 'api/document/terms-and-conditions/pre-release/sign',
    response: termsSignResponse,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: 'api/document/download/{id}',
    response: documentFile,
  }),
  companyDownload: defineEndpoint({
    method: 'GET',
    path: 'api/document/company/download/{id}',
    response: documentFile,
  }),
};
