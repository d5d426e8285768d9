import { finnishSsn } from '../domain/identity/ssn.ts';
import type { PersonaIdentity } from './types.ts';

export interface ResolvedIdentity {
  ssn: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** Days subtracted from the seed day, so an age never flips on the seed day's birthday. */
const MARGIN_DAYS = 100;

/** A persona's identity with its birth date and code fixed on the day `seededAt`. */
export function resolveIdentity(identity: PersonaIdentity, seededAt: Date): ResolvedIdentity {
  const { firstName, lastName } = identity;
  if ('ssn' in identity) {
    return { ssn: identity.ssn, firstName, lastName, birthDate: identity.birthDate };
  }
  const born = new Date(seededAt.getTime() - MARGIN_DAYS * 86_400_000);
  born.setUTCFullYear(born.getUTCFullYear() - identity.ageYears);
  const birthDate = born.toISOString().slice(0, 10);
  return {
    ssn: finnishSsn(birthDate, identity.individualNumber),
    firstName,
    lastName,
    birthDate,
  };
}
