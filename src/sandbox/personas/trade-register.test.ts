import { describe, expect, it } from 'vitest';
import { SIGNING_RIGHT } from '#shared/domain/signing-right.ts';
import { registeredCompany, signingRightIn } from '../domain/companies/trade-register.ts';
import { PERSONAS } from './personas.ts';
import { summarize } from './summary.ts';
import { TRADE_REGISTER } from './trade-register.ts';

const persona = (id: string) =>
  PERSONAS.find((p) => p.id === id) ?? expect.fail(`no persona ${id}`);

describe('the simulated trade register', () => {
  it('lists every company a persona represents, with the persona’s signing right', () => {
    for (const { id, user } of PERSONAS) {
      for (const company of user?.companies ?? []) {
        const registered = registeredCompany(TRADE_REGISTER, company.businessCode);
        expect(registered?.name, id).toBe(company.name);
        expect(registered && signingRightIn(registered, user?.ssn ?? null)).toBe(
          company.signingRight,
        );
      }
    }
  });

  it('holds each business code once and gives no right to a person it does not list', () => {
    const codes = TRADE_REGISTER.map((company) => company.businessCode);
    expect(new Set(codes).size).toBe(codes.length);
    const company = registeredCompany(TRADE_REGISTER, '3141593-8') ?? expect.fail('not registered');
    expect(signingRightIn(company, null)).toBe(SIGNING_RIGHT.none);
    expect(signingRightIn(company, '010101-123N')).toBe(SIGNING_RIGHT.none);
  });

  it('shows support staff the codes to add in the persona list', () => {
    expect(summarize(persona('company-rep-signing-right')).trade_register).toEqual([
      { business_code: '2345678-0', name: 'Lehtonen Invest Oy', signing_right: 2 },
      { business_code: '3141593-8', name: 'Lehtonen Kiinteistöt Oy', signing_right: 2 },
      { business_code: '2718282-8', name: 'Bulevardin Tukku Oy', signing_right: 1 },
      { business_code: '1618033-3', name: 'Norrhamn Logistik Ab', signing_right: 0 },
    ]);
    expect(summarize(persona('company-rep-no-signing-right')).trade_register).toEqual([
      { business_code: '2960512-6', name: 'Saaristo Capital Ab', signing_right: 1 },
      { business_code: '1618033-3', name: 'Norrhamn Logistik Ab', signing_right: 0 },
    ]);
    expect(summarize(persona('must-accept-terms')).trade_register).toBeUndefined();
  });
});
