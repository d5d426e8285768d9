import { amlApi } from './aml.ts';
import { authApi } from './auth.ts';
import { borrowerApi } from './borrower.ts';
import { brokerApi } from './broker.ts';
import { companyApi } from './company.ts';
import { companyAmlApi } from './company-aml.ts';
import { documentApi } from './documents.ts';
import type { Endpoint } from './endpoint.ts';
import { identityApi } from './identity.ts';
import { investorApi } from './investor.ts';
import { legacyApi, legacyLoanApi, legacyPortfolioApi } from './legacy.ts';
import { onfidoApi } from './onfido.ts';
import { userApi } from './user.ts';

/** Every endpoint the app knows, by area: what the contract tests check against the spec. */
const API_AREAS = {
  aml: amlApi,
  auth: authApi,
  borrower: borrowerApi,
  broker: brokerApi,
  company: companyApi,
  companyAml: companyAmlApi,
  documents: documentApi,
  identity: identityApi,
  investor: investorApi,
  legacy: legacyApi,
  legacyLoan: legacyLoanApi,
  legacyPortfolio: legacyPortfolioApi,
  onfido: onfidoApi,
  user: userApi,
} satisfies Record<string, Record<string, Endpoint>>;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API_AREAS).flatMap((area) =>
  Object.values<Endpoint>(area),
);
