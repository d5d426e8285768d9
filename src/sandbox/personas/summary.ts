import type { SigningRight } from '#shared/domain/signing-right.ts';
import { registeredCompaniesOf } from './trade-register.ts';
import type { Persona, PersonaRole } from './types.ts';

export interface PersonaSummary {
  id: string;
  first_name: string;
  last_name: string;
  /** Canonical mobile number; null for someone without an account or phone. */
  phone: string | null;
  email: string | null;
  /** Personal identity code for the bank identification page; null for foreigners. */
  ssn: string | null;
  role: PersonaRole;
  description: string;
  username?: string;
  password?: string;
  /**
   * The companies the trade register lists the persona for, with the business code to add one
   * by and how the persona may sign: what support staff need for the add-company journey.
   */
  trade_register?: { business_code: string; name: string; signing_right: SigningRight }[];
}

/**
 * The persona list the control API and the CLI show: who to log in as, and how. `seededSsn` is
 * the code the database holds (a relative birth date gives a code only when seeded).
 */
export function summarize(persona: Persona, seededSsn: string | null = null): PersonaSummary {
  const { user, legacy, identity } = persona;
  const person = user ?? legacy?.details ?? identity;
  const summary: PersonaSummary = {
    id: persona.id,
    first_name: person?.firstName ?? '',
    last_name: person?.lastName ?? '',
    phone: user?.mobilePhone ?? legacy?.details.mobilePhone ?? null,
    email: user?.email ?? legacy?.details.email ?? null,
    ssn:
      seededSsn ??
      user?.ssn ??
      legacy?.details.ssn ??
      (identity && 'ssn' in identity ? identity.ssn : null),
    role: persona.role,
    description: persona.description,
  };
  const registered = registeredCompaniesOf(persona.id);
  if (registered.length > 0) {
    summary.trade_register = registered.map(({ company, signingRight }) => ({
      business_code: company.businessCode,
      name: company.name,
      signing_right: signingRight,
    }));
  }
  if (legacy) {
    summary.username = legacy.username;
    summary.password = legacy.password;
  }
  return summary;
}
