import type { DueDateChoice } from '#shared/api/borrower.ts';
import type { LoanProduct } from '#shared/domain/finance/index.ts';
import type { PersonAmlRequest } from '#shared/domain/validation/aml.ts';
import type { ApiLanguage } from '#shared/languages.ts';

export type PersonaRole =
  | 'borrower'
  | 'investor'
  | 'company'
  | 'legacy-investor'
  | 'legacy-borrower'
  | 'foreign-investor'
  | 'identity-only';

export interface PersonaAddress {
  line1: string;
  line2: string | null;
  postcode: string;
  city: string;
  country: string;
}

/**
 * A deposit's life, played by the marketplace engine on its days (world/stories.ts): its
 * balances, investments, repayments and losses come out of the engine, never written here.
 */
export interface DepositStory {
  /** Bank transfers in with the deposit's reference number: cents on a Helsinki calendar day. */
  transfers: readonly { day: string; cents: number }[];
  /** The days autoinvest was switched on or off; it is off before the first. */
  autoinvest: readonly { day: string; active: boolean }[];
  /**
   * A withdrawal with autosell asked for on the sandbox's today, after the day's run, whatever
   * the clock: the free capital plus this share (basis points) of the active investments, so the
   * aftermarket sells from the next day on and the request is under way at every reset.
   */
  autosellToday?: { shareOfInvestmentsBp: number };
}

export interface PersonaDeposit {
  mambuDepositId: string;
  hasSignedContract: boolean;
  referenceNumber: string;
  story: DepositStory;
  /** The setting today (the last of the story's switches). */
  autoinvestActive: boolean;
  createdAt: string;
}

/**
 * A borrower's loan, played by the engine like any other (world/borrower-stories.ts):
 * listed for funding on its day, funded by the world's investors' autoinvest, paid out, and
 * repaid on its due dates until the borrower stops paying; its state, figures and installments
 * come out of the engine's schedule and ledger, never written here.
 */
export interface PersonaLoan {
  product: LoanProduct;
  amountCents: number;
  termMonths: number;
  /** 1, 10, 15, 20, 25 or 31 (the last of the month). */
  dueDay: DueDateChoice;
  /** The Helsinki day it is listed for funding. */
  listedOn: string;
  /**
   * When the borrower stops paying: from a fixed day on, or from the last due date before the
   * sandbox's today (that installment is unpaid, so the loan is in arrears on any day the
   * sandbox is seeded). Without it, every installment is paid on its due date.
   */
  stopsPaying?: { on: string } | 'last-due-date';
}

export interface PersonaDocument {
  type: string;
  createdAt: string;
}

export interface PersonaCompany {
  id: number;
  name: string;
  businessCode: string;
  address: PersonaAddress;
  /** 2 = may sign alone; anything else blocks autoinvest and withdrawal. */
  signingRight: number;
  createdAt: string;
  deposits: PersonaDeposit[];
  bankAccounts: string[];
  /**
   * The company's accounts on the old platform (`legacy_companies`), each with the fixed-rate
   * portfolio it had there; the legacy calls take the id as `legacy_user_id`.
   */
  legacyCompanies: { legacyCompanyId: number; portfolio?: LegacyPortfolioStory }[];
  documents: PersonaDocument[];
}

export interface PersonaUser {
  id: number;
  email: string;
  emailVerifiedAt: string | null;
  createdAt: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  birthDate: string;
  /** Canonical form (+358…). */
  mobilePhone: string;
  ssn: string | null;
  language: ApiLanguage | null;
  mambuId: string | null;
  offers: { general: boolean; email: boolean; sms: boolean };
  address: PersonaAddress;
  nationality: string;
  forceAmlFillIn: boolean;
  /** The person AML questionnaire stored before the seeding; null when none was answered. */
  aml: PersonAmlRequest | null;
  isForeigner: boolean;
  verificationErrorCode: number | null;
  deposits: PersonaDeposit[];
  loans: PersonaLoan[];
  /** IBANs. */
  bankAccounts: string[];
  documents: PersonaDocument[];
  companies: PersonaCompany[];
  /** Which terms version the user has accepted. */
  acceptedTerms: 'latest' | 'previous';
}

/**
 * An old fixed-rate portfolio's life before the new platform (before September 2019), played by
 * the engine (world/legacy-stories.ts): money in from the bank, then loans funded from it,
 * each repaid (or not) by its borrower from then on, today included.
 */
export interface LegacyPortfolioStory {
  /** Bank transfers into the old portfolio: cents on a Helsinki calendar day. */
  transfers: readonly { day: string; cents: number }[];
  /** Fixed-rate loans funded whole from the portfolio on their day. */
  investments: readonly {
    day: string;
    cents: number;
    termMonths: number;
    /** 1250 = 12.50 %. */
    annualRateBp: number;
    dueDay: number;
    behaviour: 'punctual' | 'tardy' | 'defaulter';
    behaviourSeed: number;
  }[];
}

/**
 * A loan the old platform paid out to a legacy borrower user
 * (world/legacy-borrower-stories.ts): the engine repays it by its behaviour from then on, today
 * included.
 * Fixed rate, or with `variableInterest` the old platform's variable-interest type: the reducing
 * rate of borrower-and-shared.md §9, falling as installments are paid on time.
 */
export type LegacyBorrowerLoanStory = LegacyPortfolioStory['investments'][number] & {
  variableInterest?: boolean;
};

export interface PersonaLegacyAccount {
  id: number;
  username: string;
  password: string;
  role: 'investor' | 'borrower';
  canBeOnboarded: boolean;
  isForeigner: boolean;
  /** The old system throws for this login: the API answers 403 LegacySystemException. */
  systemFailure: string | null;
  legacyUsers: {
    legacyUserId: number;
    role: 'investor' | 'borrower';
    /** A legacy investor user's old portfolio. */
    portfolio?: LegacyPortfolioStory;
    /** A legacy borrower user's old loans. */
    loans?: readonly LegacyBorrowerLoanStory[];
  }[];
  /**
   * The bank account (IBAN) the old platform has on record: where a withdrawal goes when the
   * user has no new portfolio.
   */
  iban: string | null;
  details: {
    email: string;
    firstName: string;
    lastName: string;
    ssn: string;
    mobilePhone: string;
    gender: 'male' | 'female';
    address: { country: string; city: string; street: string; postcode: string };
    nationality: string;
  };
}

/**
 * A person known to the bank identification service: with a fixed birth date and code, or
 * with an age on the day the sandbox is seeded (so a minor stays a minor as years pass).
 */
export type PersonaIdentity = { firstName: string; lastName: string } & (
  { ssn: string; birthDate: string } | { ageYears: number; individualNumber: string }
);

/** An application a broker made; its blaId arrives in the bank-login link. */
export interface PersonaBrokerApplication {
  blaId: string;
  amountOfferedCents: number;
  termOfferedMonths: number;
}

/** How a persona applies for a loan (personas/applicants.ts). */
export interface PersonaApplicant {
  /** The account-information provider: the embedded frame, or a redirect provider. */
  provider: 'kreditz' | 'nordigen-tink' | 'neonomics';
  /** An application refused this many days before the seeding (still within its 91 days). */
  rejectedDaysAgo?: number;
}

export interface Persona {
  /** Stable kebab-case id that tests and demos refer to. */
  id: string;
  role: PersonaRole;
  description: string;
  user?: PersonaUser;
  /** With `user` too, the legacy login was onboarded to the new system. */
  legacy?: PersonaLegacyAccount;
  identity?: PersonaIdentity;
  brokerApplications?: PersonaBrokerApplication[];
  applicant?: PersonaApplicant;
}
