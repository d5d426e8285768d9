import { SIGNING_RIGHT, type SigningRight } from '#shared/domain/signing-right.ts';

/**
 * A company as the trade register (the Finnish Patent and Registration Office's, in real life)
 * has it: by business code, with the people who represent it and how they may sign. The
 * sandbox's register is simulated from its personas (personas/trade-register.ts) and handed to
 * the add-company calls; it never changes, so every run answers the same.
 */
export interface RegisteredCompany {
  businessCode: string;
  name: string;
  address: { line1: string; line2: string | null; postcode: string; city: string; country: string };
  representatives: readonly RegisteredRepresentative[];
}

export interface RegisteredRepresentative {
  /** The personal identity code the register knows the person by. */
  ssn: string;
  signingRight: SigningRight;
}

export type TradeRegister = readonly RegisteredCompany[];

export function registeredCompany(
  register: TradeRegister,
  businessCode: string,
): RegisteredCompany | undefined {
  return register.find((company) => company.businessCode === businessCode);
}

/** How a person may sign for a registered company: none when the register does not list them. */
export function signingRightIn(company: RegisteredCompany, ssn: string | null): SigningRight {
  const entry = company.representatives.find((person) => person.ssn === ssn);
  return entry?.signingRight ?? SIGNING_RIGHT.none;
}
