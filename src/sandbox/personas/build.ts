import type { PersonAmlRequest } from '#shared/domain/validation/aml.ts';
import type { CompanyAmlRequest } from '#shared/domain/validation/company-aml.ts';
import type {
  DepositStory,
  PersonaAddress,
  PersonaDeposit,
  PersonaDocument,
  PersonaUser,
} from './types.ts';

/** Builders the persona files share: a user with the defaults, addresses, documents, deposits. */

type UserEssentials = Pick<
  PersonaUser,
  'id' | 'email' | 'createdAt' | 'firstName' | 'lastName' | 'birthDate' | 'mobilePhone' | 'address'
>;

export function user(fields: UserEssentials & Partial<PersonaUser>): PersonaUser {
  return {
    emailVerifiedAt: fields.createdAt,
    middleName: null,
    ssn: null,
    language: 'fi',
    mambuId: `CL${String(fields.id).padStart(6, '0')}`,
    offers: { general: false, email: false, sms: false },
    nationality: 'FI',
    forceAmlFillIn: false,
    aml: null,
    isForeigner: false,
    verificationErrorCode: null,
    deposits: [],
    loans: [],
    bankAccounts: [],
    documents: [],
    companies: [],
    acceptedTerms: 'latest',
    ...fields,
  };
}

export const slug = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export const helsinki = (line1: string, postcode: string): PersonaAddress => ({
  line1,
  line2: null,
  postcode,
  city: 'Helsinki',
  country: 'FI',
});

export const investorDocuments = (at: string): PersonaDocument[] => [
  { type: 'terms_and_conditions', createdAt: at },
  { type: 'price_list', createdAt: at },
  { type: 'investor_contract', createdAt: at },
];

export const borrowerDocuments = (at: string): PersonaDocument[] => [
  { type: 'secci', createdAt: at },
  { type: 'loan_contract', createdAt: at },
];

/** A signed deposit whose money comes from its story; autoinvest as the story last set it. */
export const signedDeposit = (
  mambuDepositId: string,
  referenceNumber: string,
  createdAt: string,
  story: DepositStory,
): PersonaDeposit => ({
  mambuDepositId,
  hasSignedContract: true,
  referenceNumber,
  story,
  autoinvestActive: story.autoinvest.at(-1)?.active ?? false,
  createdAt,
});

/** Euros as cents, for the stories' transfers. */
export const euros = (amount: number): number => amount * 100;

/** Transfers in on their days and autoinvest on from the first one. */
export const investingStory = (transfers: [string, number][]): DepositStory => ({
  transfers: transfers.map(([day, amount]) => ({ day, cents: euros(amount) })),
  autoinvest: transfers[0] ? [{ day: transfers[0][0], active: true }] : [],
});

/** A deposit with no money and no autoinvest (unsigned). */
export const NO_STORY: DepositStory = { transfers: [], autoinvest: [] };

/** What a person's and a company's AML questionnaire ask alike, but for the investment habits. */
type SharedAmlAnswers = Omit<
  Pick<PersonAmlRequest, keyof PersonAmlRequest & keyof CompanyAmlRequest>,
  'annual_investment_count' | 'annual_investment_amount' | 'risk_profile'
>;

/**
 * The answers of a stock investor, alike in a person's and a company's questionnaire: a Nordea
 * account, not politically exposed, familiar with stocks and with investing on their own, and
 * investing for returns.
 */
export const stockInvestorAml = (iban: string): SharedAmlAnswers => ({
  iban,
  bank_name: 'Nordea',
  is_pep: false,
  is_member_of_parliament: false,
  is_president: false,
  is_close_to_member_of_parliament_or_president: false,
  is_business_partner_of_member_of_parliament_or_president: false,
  is_familiar_with_publicly_traded_stocks: true,
  is_familiar_with_bonds: false,
  is_familiar_with_derivatives: false,
  is_familiar_with_investment_funds: false,
  has_no_experience_in_investment_vehicles: false,
  is_familiar_with_investments_on_my_own: true,
  is_familiar_with_investment_advice: false,
  is_familiar_with_asset_management: false,
  is_familiar_with_electronic_trading: false,
  is_familiar_with_insurance_investments: false,
  has_no_experience_in_investment_services: false,
  goal_of_investment_is_generate_returns: true,
  goal_of_investment_is_savings: false,
  goal_of_investment_is_other: false,
  investment_funds_specification: null,
  insurance_investments_specification: null,
  goal_of_investment_specification: null,
});
