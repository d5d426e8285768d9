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
} as const;
