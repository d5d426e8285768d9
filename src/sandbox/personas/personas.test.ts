import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, canonicalPhone } from '../../shared/domain/validation.ts';
import { PERSONAS } from './personas.ts';

const SSN_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
function validSsn(ssn: string): boolean {
  const match = /^(\d{6})[-+A](\d{3})([0-9A-Y])$/.exec(ssn);
  return match !== null && SSN_CHECK[Number(`${match[1]}${match[2]}`) % 31] === match[3];
}

function validIban(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  return BigInt(rearranged) % 97n === 1n;
}

const users = PERSONAS.flatMap((persona) => (persona.user ? [persona.user] : []));

describe('personas', () => {
  it('have unique kebab-case ids', () => {
    const ids = PERSONAS.map((persona) => persona.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('have distinct Finnish mobile numbers in canonical form that pass the phone rule', () => {
    const phones = PERSONAS.flatMap((persona) =>
      [persona.user?.mobilePhone, persona.legacy?.details.mobilePhone].filter(
        (phone) => phone !== undefined,
      ),
    );
    const perPerson = new Set(
      PERSONAS.map((p) => p.user?.mobilePhone ?? p.legacy?.details.mobilePhone),
    );
    expect(perPerson.size).toBe(PERSONAS.length);
    for (const phone of phones) {
      expect(phone).toMatch(/^\+358(40|50)\d{7}$/);
      expect(canonicalPhone(phone)).toBe(phone);
      expect(PHONE_PATTERN.test(phone)).toBe(true);
    }
  });

  it('have valid Finnish personal identity codes and IBANs', () => {
    const ssns = PERSONAS.flatMap((persona) =>
      [persona.user?.ssn, persona.legacy?.details.ssn, persona.identity?.ssn].filter(
        (ssn) => typeof ssn === 'string',
      ),
    );
    expect(ssns.length).toBeGreaterThan(10);
    for (const ssn of ssns) expect(validSsn(ssn), ssn).toBe(true);

    const ibans = users.flatMap((user) => [
      ...user.bankAccounts,
      ...user.companies.flatMap((company) => company.bankAccounts),
    ]);
    for (const iban of ibans) expect(validIban(iban), iban).toBe(true);
  });

  it('cover each foreign verification state and both company signing rights', () => {
    const codes = users.filter((user) => user.isForeigner).map((u) => u.verificationErrorCode);
    expect(new Set(codes)).toEqual(new Set([null, 0, 1, 2, 3, 4, 5, 6]));
    const rights = users.flatMap((user) => user.companies.map((company) => company.signingRight));
    expect(rights).toContain(2);
    expect(rights.some((right) => right !== 2)).toBe(true);
  });

  it('include an under-18 person who has no account', () => {
    const minor = PERSONAS.find((persona) => persona.id === 'under-18');
    expect(minor?.user).toBeUndefined();
    const birth = new Date(minor?.identity?.birthDate ?? '');
    const adultOn = new Date(birth);
    adultOn.setFullYear(birth.getFullYear() + 18);
    expect(Date.now() < adultOn.getTime(), 'move the under-18 birth date forward').toBe(true);
  });

  it('give every legacy login a password, a role and at least one legacy user', () => {
    const legacy = PERSONAS.flatMap((persona) => (persona.legacy ? [persona.legacy] : []));
    expect(legacy.map((account) => account.role).sort()).toEqual([
      'borrower',
      'investor',
      'investor',
      'investor',
    ]);
    for (const account of legacy) {
      expect(account.password.length).toBeGreaterThanOrEqual(8);
      expect(account.legacyUsers.length).toBeGreaterThan(0);
    }
  });
});
