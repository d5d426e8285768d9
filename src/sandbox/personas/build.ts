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
