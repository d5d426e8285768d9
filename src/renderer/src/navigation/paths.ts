import type { LegacyRole } from '#shared/bridge.ts';

/** The steps under /dashboard/borrower/loan-application (borrower-and-shared.md §2). */
export type LoanApplicationStep =
  | 'choose-bank'
  | 'aisp-rejected'
  | 'ccis'
  | 'ccis/more'
  | 'kreditz'
  | 'kreditz/success'
  | 'kreditz/failure'
  | 'view-offer'
  | 'sign-contract'
  | 'signed'
  | 'loan-rejected';

/**
 * Every path the app sends the user to, as the spec names them, and the builders of those
 * with parameters: one place, instead of literals spread over features and state. The route
 * tables hold their own segments.
 */
export const PATHS = {
  home: '/',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  addCompany: '/dashboard/add-company',
  borrowerDashboard: '/dashboard/borrower',
  investorDashboard: '/dashboard/investor',
  investorPortfolio: '/dashboard/investor/fair-credit-portfolio',
  investorWithdraw: '/dashboard/investor/fair-credit-portfolio/withdraw',
  investorAutoinvestOff: '/dashboard/investor/fair-credit-portfolio/autoinvest',
  fixedRatePortfolio: (userId: number) => `/dashboard/investor/fixed-rate-portfolio/${userId}`,
  fairCreditLoan: (mambuLoanId: string) => `/dashboard/borrower/fair-credit-loan/${mambuLoanId}`,
  fixedRateLoan: (mambuLoanId: string) => `/dashboard/borrower/fixed-rate-loan/${mambuLoanId}`,
  /** Where a broker (blaId) login or registration continues, and every application starts. */
  loanApplication: '/dashboard/borrower/loan-application',
  /** A step of the loan application (borrower-and-shared.md §2 Borrower). */
  loanApplicationStep: (step: LoanApplicationStep) =>
    `/dashboard/borrower/loan-application/${step}`,
  /** The scoring's processing screen. */
  aisp: '/dashboard/borrower/aisp',
  borrowerOnboarding: '/borrower/onboarding',
  brokerOfferAccept: '/borrower/loan-offer/accept',
  /** The bank-data provider's return (the redirect provider, `vertaislaina://tink-callback`). */
  tinkCallback: '/tink-callback',
  company: (id: string | number) => `/dashboard/company/${id}`,
  companyInvestor: (id: string | number) => `/dashboard/company/${id}/investor`,
  companyPortfolio: (id: string | number) =>
    `/dashboard/company/${id}/investor/fair-credit-portfolio`,
  companyWithdraw: (id: string | number) =>
    `/dashboard/company/${id}/investor/fair-credit-portfolio/withdraw`,
  companyAutoinvestOff: (id: string | number) =>
    `/dashboard/company/${id}/investor/fair-credit-portfolio/autoinvest`,
  addedCompany: (id: string | number) => `/dashboard/add-company/${id}`,
  companyAml: (id: string | number) => `/onboarding/company/${id}/investor/aml`,
  companyContract: (id: string | number) => `/onboarding/company/${id}/contract`,
  companyFixedRatePortfolio: (userId: number) =>
    `/dashboard/company/fixed-rate-portfolio/${userId}`,

  login: '/login',
  loginSms: '/login/sms',
  loginSmsCode: '/login/sms/code',
  loginSmsVerify: '/login/sms/verify',
  loginBank: '/login/bank',
  loginEmail: '/login/email',

  register: '/register',
  registerIdentification: '/register/identity-verification',
  registerDetails: '/register/provide-details',
  registerVerify: '/register/verify-phone-number',
  registerRejected: '/register/rejected',
  foreignInvestorDetails: '/register/foreign-investor/provide-details',

  investorOnboarding: '/onboarding/investor',
  investorIdentification: '/onboarding/investor/identity-verification',
  investorDetails: '/onboarding/investor/provide-details',
  investorVerify: '/onboarding/investor/verify-phone-number',
  investorAml: '/onboarding/investor/aml',
  investorContract: '/onboarding/investor/contract',

  acceptTerms: '/terms-and-conditions',
  /** The app's version and settings (not a spec path: the desktop app's own page). */
  about: '/about',
  onfidoRejected: '/onfido/rejected',
  /** The legacy area of a user of the old system. */
  restricted: (role: LegacyRole) => `/restricted/${role}`,
  restrictedFixedRatePortfolio: (userId: number) =>
    `/restricted/investor/fixed-rate-portfolio/${userId}`,
  restrictedFixedRateLoan: (reference: string) =>
    `/restricted/borrower/fixed-rate-loan/${reference}`,
} as const;
