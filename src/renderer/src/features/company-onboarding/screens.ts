/* The screens of company-onboarding's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { CompanyAmlPage } from './CompanyAmlPage.tsx';
export { CompanyContractPage } from './CompanyContractPage.tsx';
export { RequiresRepresentedCompany, RequiresUnsignedCompanyDeposit } from './guards.tsx';
