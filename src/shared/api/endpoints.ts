/**
 * Paths and methods of the marketplace gateway, exactly as the spec's call tables give them
 * (relative to the API origin, no leading slash).
 */
export const API = {
  user: 'api/user',
  smsLogin: 'api/auth/sms/login',
  smsVerify: 'api/auth/sms/verify',
  logout: 'api/auth/logout',
  legacyAuth: 'api/legacy/auth',
  legacyPersonalDetails: 'api/legacy/personal-details',
  latestTerms: 'api/document/latest/terms_and_conditions',
  signTerms: 'api/document/terms-and-conditions/sign',
  signPreReleaseTerms: 'api/document/terms-and-conditions/pre-release/sign',
  documentDownload: (id: number) => `api/document/download/${id}`,
  companyDocumentDownload: (id: number) => `api/document/company/download/${id}`,
  teliaRedirect: 'api/auth/telia/redirect',
  teliaCallback: 'api/auth/telia/callback',
  register: 'api/auth/register',
  registerVerify: 'api/auth/verify',
  foreignRegister: 'api/auth/onboarding/investor/foreign',
  foreignVerify: 'api/auth/onboarding/investor/foreign/verify',
  onfidoRedirect: 'api/auth/signicat/redirect/onfido',
  onfidoRetry: (id: string) => `api/auth/signicat/retry/onfido/${encodeURIComponent(id)}`,
  onfidoStatus: 'api/auth/signicat/onfido_status',
  brokerLoanApplicationDetails: (blaId: string) =>
    `api/borrower/loan-application/broker-loan-application-details/${encodeURIComponent(blaId)}`,
} as const;
