import { SIGNING_RIGHT, type SigningRight } from '#shared/domain/signing-right.ts';
import { PERSONAS } from '../personas/personas.ts';
import type { PersonaAddress } from '../personas/types.ts';

/**
 * The simulated trade register (the Finnish Patent and Registration Office's, in real life):
 * companies by business code, each with the people who represent it and how they may sign.
 * The add-company calls read it; it never changes, so every run answers the same.
 */
export interface RegisteredCompany {
  businessCode: string;
  name: string;
  address: PersonaAddress;
  representatives: readonly RegisteredRepresentative[];
}

export interface RegisteredRepresentative {
  /** The persona, for the sandbox's persona list; the register itself knows only the code. */
  personaId: string;
  /** The personal identity code the register knows the person by. */
  ssn: string;
  signingRight: SigningRight;
}

function personaSsn(personaId: string): string {
  const ssn = PERSONAS.find((persona) => persona.id === personaId)?.user?.ssn;
  if (!ssn) throw new Error(`Trade register: persona ${personaId} has no identity code`);
  return ssn;
}

function asSigningRight(value: number): SigningRight {
  if (value === SIGNING_RIGHT.alone || value === SIGNING_RIGHT.jointly) return value;
  return SIGNING_RIGHT.none;
}

const representative = (personaId: string, signingRight: SigningRight) => ({
  personaId,
  ssn: personaSsn(personaId),
  signingRight,
});

/** The companies the personas already represent in the marketplace, as the register has them. */
const MARKETPLACE_COMPANIES: readonly RegisteredCompany[] = PERSONAS.flatMap((persona) =>
  (persona.user?.companies ?? []).map((company) => ({
    businessCode: company.businessCode,
    name: company.name,
    address: company.address,
    representatives: [representative(persona.id, asSigningRight(company.signingRight))],
  })),
);

const helsinki = (line1: string, postcode: string): PersonaAddress => ({
  line1,
  line2: null,
  postcode,
  city: 'Helsinki',
  country: 'FI',
});

/**
 * Companies the marketplace does not know yet, for the add-company journey: the signing-right
 * persona signs the first alone, the second only jointly with others, and has no signing right
 * in the third (nor has the persona who signs jointly).
 */
const COMPANIES_TO_ADD: readonly RegisteredCompany[] = [
  {
    businessCode: '3141593-8',
    name: 'Lehtonen Kiinteistöt Oy',
    address: helsinki('Bulevardi 30 C 14', '00120'),
    representatives: [representative('company-rep-signing-right', SIGNING_RIGHT.alone)],
  },
  {
    businessCode: '2718282-8',
    name: 'Bulevardin Tukku Oy',
    address: helsinki('Lönnrotinkatu 11', '00120'),
    representatives: [representative('company-rep-signing-right', SIGNING_RIGHT.jointly)],
  },
  {
    businessCode: '1618033-3',
    name: 'Norrhamn Logistik Ab',
    address: {
      line1: 'Hamngatan 2',
      line2: null,
      postcode: '22100',
      city: 'Mariehamn',
      country: 'FI',
    },
    representatives: [
      representative('company-rep-signing-right', SIGNING_RIGHT.none),
      representative('company-rep-no-signing-right', SIGNING_RIGHT.none),
    ],
  },
];

export const TRADE_REGISTER: readonly RegisteredCompany[] = [
  ...MARKETPLACE_COMPANIES,
  ...COMPANIES_TO_ADD,
];

export function registeredCompany(businessCode: string): RegisteredCompany | undefined {
  return TRADE_REGISTER.find((company) => company.businessCode === businessCode);
}

/** How a person may sign for a registered company: none when the register does not list them. */
export function signingRightIn(company: RegisteredCompany, ssn: string | null): SigningRight {
  const entry = company.representatives.find((person) => person.ssn === ssn);
  return entry?.signingRight ?? SIGNING_RIGHT.none;
}

/** The registered companies a persona represents, for the sandbox's persona list. */
export function registeredCompaniesOf(personaId: string) {
  return TRADE_REGISTER.flatMap((company) =>
    company.representatives
      .filter((person) => person.personaId === personaId)
      .map((person) => ({ company, signingRight: person.signingRight })),
  );
}
