import type { Persona } from './types.ts';
import { APPLICANTS } from './applicants.ts';
import { BORROWERS } from './borrowers.ts';
import { COMPANY_REPRESENTATIVES } from './companies.ts';
import { FOREIGN_INVESTORS } from './foreign-investors.ts';
import { IDENTITY_ONLY } from './identities.ts';
import { INVESTORS } from './investors.ts';
import { LEGACY_PERSONAS } from './legacy.ts';

/*
 * The sandbox's people, one per branch of the spec. Ids, phones and credentials are part of
 * the contract with the end-to-end tests: change them only together with the tests.
 * Dates are fixed so every run shows the same history; only SMS codes and sessions use the clock.
 */

export const PERSONAS: readonly Persona[] = [
  ...BORROWERS,
  ...APPLICANTS,
  ...INVESTORS,
  ...COMPANY_REPRESENTATIVES,
  ...LEGACY_PERSONAS,
  ...FOREIGN_INVESTORS,
  ...IDENTITY_ONLY,
];
