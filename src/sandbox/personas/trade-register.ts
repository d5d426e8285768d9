import { SIGNING_RIGHT, type SigningRight } from '#shared/domain/signing-right.ts';
import type {
  RegisteredCompany,
  RegisteredRepresentative,
} from '../domain/companies/trade-register.ts';
import { helsinki } from './build.ts';
import { PERSONAS } from './personas.ts';

/** A representative the register lists, and the persona they are. */
interface PersonaRepresentative extends RegisteredRepresentative {
  /** The persona, for the sandbox's persona list; the register itself knows only the code. */
  personaId: string;
}

interface PersonaCompany extends RegisteredCompany {
  representatives: readonly PersonaRepresentative[];
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

const representative = (personaId: string, signingRight: SigningRight): PersonaRepresentative => ({
  personaId,
  ssn: personaSsn(personaId),
  signingRight,
});

/** The companies the personas already represent in the marketplace, as the register has them. */
const MARKETPLACE_COMPANIES: readonly PersonaCompany[] = PERSONAS.flatMap((persona) =>
  (persona.user?.companies ?? []).map((company) => ({
    businessCode: company.businessCode,
    name: company.name,
    address: company.address,
    representatives: [representative(persona.id, asSigningRight(company.signingRight))],
  })),
);

/**
 * Companies the marketplace does not know yet, for the add-company journey: the signing-right
 * persona signs the first alone, the second only jointly with others, and has no signing right
 * in the third (nor has the persona who signs jointly).
 */
const COMPANIES_TO_ADD: readonly PersonaCompany[] = [
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

/**
 * The simulated trade register: the companies the personas represent, and those the add-company
 * journey adds. The add-company calls look companies up in it (domain/companies/add-company.ts).
 */
export const TRADE_REGISTER: readonly PersonaCompany[] = [
  ...MARKETPLACE_COMPANIES,
  ...COMPANIES_TO_ADD,
];

/** The registered companies a persona represents, for the sandbox's persona list. */
export function registeredCompaniesOf(personaId: string) {
  return TRADE_REGISTER.flatMap((company) =>
    company.representatives
      .filter((person) => person.personaId === personaId)
      .map((person) => ({ company, signingRight: person.signingRight })),
  );
}
