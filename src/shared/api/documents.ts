import { z } from 'zod';
import { envelope, unusedAnswer } from './envelope.ts';
import { API_LANGUAGES } from '../languages.ts';
import { defineEndpoint, pathId } from './endpoint.ts';

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

/** A contract to read before signing, investor's or borrower's (§7 of both: data.data.html). */
export const contractHtml = z.object({ html: z.string() });
export const investorContract = contractHtml;

/** Which agreements the user has signed (investor.md §3 Agreements). */
export const investorAgreements = z.object({
  has_signed_terms_and_conditions: z.boolean(),
  has_signed_latest_terms_and_conditions: z.boolean(),
  has_signed_investor_contract: z.boolean(),
  has_signed_latest_investor_contract: z.boolean(),
});
export type InvestorAgreements = z.infer<typeof investorAgreements>;

/** Which agreements the user has signed, the company's contract included (investor.md §3). */
export const companyAgreements = z.object({
  has_signed_terms_and_conditions: z.boolean(),
  has_signed_latest_terms_and_conditions: z.boolean(),
  has_signed_company_contract: z.boolean(),
  has_signed_latest_company_contract: z.boolean(),
});
export type CompanyAgreements = z.infer<typeof companyAgreements>;

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
  /** The loan contract of an application, to read before signing (data.html). */
  borrowerContract: defineEndpoint({
    method: 'GET',
    path: 'api/document/borrower/{applicationId}',
    params: z.object({ applicationId: pathId }),
    response: envelope(contractHtml),
  }),
  /** `{id}` is the deposit's mambu_deposit_id. */
  investorContract: defineEndpoint({
    method: 'GET',
    path: 'api/document/investor/{id}',
    response: envelope(investorContract),
  }),
  signInvestorContract: defineEndpoint({
    method: 'POST',
    path: 'api/document/investor/{id}/sign',
    response: unusedAnswer,
  }),
  investorAgreements: defineEndpoint({
    method: 'GET',
    path: 'api/document/tac-investor-contract/status',
    response: envelope(investorAgreements),
  }),
  /** `{companyId}` is the company's id. */
  companyAgreements: defineEndpoint({
    method: 'GET',
    path: 'api/document/tac-company-contract/{companyId}/status',
    params: z.object({ companyId: pathId }),
    response: envelope(companyAgreements),
  }),
  signCompanyContract: defineEndpoint({
    method: 'POST',
    path: 'api/document/company/{companyId}/terms-and-conditions/sign',
    params: z.object({ companyId: pathId }),
    response: unusedAnswer,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: 'api/document/download/{id}',
    params: z.object({ id: pathId }),
    response: documentFile,
  }),
  companyDownload: defineEndpoint({
    method: 'GET',
    path: 'api/document/company/download/{id}',
    params: z.object({ id: pathId }),
    response: documentFile,
  }),
};
