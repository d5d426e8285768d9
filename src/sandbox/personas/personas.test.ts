import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, canonicalPhone } from '#shared/domain/validation/phone.ts';
import { ageOn, ssnBirthDate } from '../domain/identity/ssn.ts';
import { resolveIdentity } from './identity.ts';
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
    const withPhone = PERSONAS.flatMap((p) => {
      const phone = p.user?.mobilePhone ?? p.legacy?.details.mobilePhone;
      return phone === undefined ? [] : [phone];
    });
    expect(new Set(withPhone).size).toBe(withPhone.length);
    for (const phone of phones) {
      expect(phone).toMatch(/^\+358(40|50)\d{7}$/);
      expect(canonicalPhone(phone)).toBe(phone);
      expect(PHONE_PATTERN.test(phone)).toBe(true);
    }
  });

  it('have valid Finnish personal identity codes and IBANs', () => {
    const seededAt = new Date('2024-05-06T09:00:00.000Z');
    const ssns = PERSONAS.flatMap((persona) =>
      [
        persona.user?.ssn,
        persona.legacy?.details.ssn,
        persona.identity && resolveIdentity(persona.identity, seededAt).ssn,
      ].filter((ssn) => typeof ssn === 'string'),
    );
    expect(ssns.length).toBeGreaterThan(10);
    for (const ssn of ssns) expect(validSsn(ssn), ssn).toBe(true);

    const ibans = [
      ...users.flatMap((user) => [
        ...user.bankAccounts,
        ...user.companies.flatMap((company) => company.bankAccounts),
      ]),
      ...PERSONAS.flatMap((persona) => (persona.legacy?.iban ? [persona.legacy.iban] : [])),
    ];
    for (const iban of ibans) expect(validIban(iban), iban).toBe(true);
  });

  it('cover each foreign verification state and both company signing rights', () => {
    const codes = users.filter((user) => user.isForeigner).map((u) => u.verificationErrorCode);
    expect(new Set(codes)).toEqual(new Set([null, 0, 1, 2, 3, 4, 5, 6]));
    const rights = users.flatMap((user) => user.companies.map((company) => company.signingRight));
    expect(rights).toContain(2);
    expect(rights.some((right) => right !== 2)).toBe(true);
  });

  it.each(['2024-05-06T09:00:00.000Z', '2090-01-01T00:00:00.000Z'])(
    'include an under-18 person who has no account, sixteen when seeded on %s',
    (seeded) => {
      const minor = PERSONAS.find((persona) => persona.id === 'under-18');
      expect(minor?.user).toBeUndefined();
      const seededAt = new Date(seeded);
      const identity = resolveIdentity(minor?.identity ?? expect.fail('no identity'), seededAt);
      expect(ageOn(identity.birthDate, seededAt)).toBe(16);
      expect(ssnBirthDate(identity.ssn)).toBe(identity.birthDate);
    },
  );

  it('have a broker application for each blaId once, with whole euros and months', () => {
    const applications = PERSONAS.flatMap((persona) => persona.brokerApplications ?? []);
    expect(applications.map((application) => application.blaId)).toContain('7001');
    expect(new Set(applications.map((a) => a.blaId)).size).toBe(applications.length);
    for (const application of applications) {
      expect(application.amountOfferedCents % 100).toBe(0);
      expect(application.termOfferedMonths).toBeGreaterThan(0);
    }
  });

  it('tell each signed deposit’s money as a story from the day it opened, none for unsigned', () => {
    const deposits = users.flatMap((user) => [
      ...user.deposits,
      ...user.companies.flatMap((company) => company.deposits),
    ]);
    expect(deposits.filter((deposit) => deposit.hasSignedContract).length).toBeGreaterThan(5);
    for (const deposit of deposits) {
      const { transfers, autoinvest } = deposit.story;
      const opened = deposit.createdAt.slice(0, 10);
      for (const { day } of [...transfers, ...autoinvest]) {
        expect(day >= opened, deposit.mambuDepositId).toBe(true);
      }
      for (const { cents } of transfers) expect(Number.isInteger(cents) && cents > 0).toBe(true);
      expect(transfers.length > 0, deposit.mambuDepositId).toBe(deposit.hasSignedContract);
    }
  });

  it('give every legacy login a password, a role and at least one legacy user', () => {
    const legacy = PERSONAS.flatMap((persona) => (persona.legacy ? [persona.legacy] : []));
    expect(legacy.map((account) => account.role).sort()).toEqual([
      'borrower',
      'borrower',
      'borrower',
      'investor',
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
