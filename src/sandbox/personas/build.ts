import type { PersonaAddress, PersonaDeposit, PersonaDocument, PersonaUser } from './types.ts';

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

export const signedDeposit = (
  mambuDepositId: string,
  referenceNumber: string,
  createdAt: string,
  freeCapitalCents: number,
  investedCents: number,
): PersonaDeposit => ({
  mambuDepositId,
  hasSignedContract: true,
  referenceNumber,
  freeCapitalCents,
  investedCents,
  autoinvestActive: true,
  createdAt,
});
