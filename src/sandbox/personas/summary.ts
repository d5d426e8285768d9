import type { Persona, PersonaRole } from './types.ts';

export interface PersonaSummary {
  id: string;
  first_name: string;
  last_name: string;
  /** Canonical mobile number; null for someone without an account or phone. */
  phone: string | null;
  email: string | null;
  role: PersonaRole;
  description: string;
  username?: string;
  password?: string;
}

/** The persona list the control API and the CLI show: who to log in as, and how. */
export function summarize(persona: Persona): PersonaSummary {
  const { user, legacy, identity } = persona;
  const person = user ?? legacy?.details ?? identity;
  const summary: PersonaSummary = {
    id: persona.id,
    first_name: person?.firstName ?? '',
    last_name: person?.lastName ?? '',
    phone: user?.mobilePhone ?? legacy?.details.mobilePhone ?? null,
    email: user?.email ?? legacy?.details.email ?? null,
    role: persona.role,
    description: persona.description,
  };
  if (legacy) {
    summary.username = legacy.username;
    summary.password = legacy.password;
  }
  return summary;
}
