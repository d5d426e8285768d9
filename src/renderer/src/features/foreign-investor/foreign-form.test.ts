import { describe, expect, it } from 'vitest';
import { onfidoRedirectRequest } from '#shared/api/onfido.ts';
import {
  foreignInvestorForm,
  type ForeignInvestorForm,
} from '#shared/domain/validation/foreign-investor.ts';
import { toOnfidoRedirectRequest } from './api.ts';
import { countryOptions } from '../../ui/country-options.ts';
import { FOREIGN_FORM_DEFAULTS } from './ForeignInvestorDetailsPage.tsx';

const filled: ForeignInvestorForm = {
  ...FOREIGN_FORM_DEFAULTS,
  given_name: 'Anna',
  family_name: 'Schmidt',
  birthdate: '1983-04-17',
  line1: 'Kastanienallee 12',
  city: 'Berlin',
  postcode: '10435',
  country: 'DE',
  nationality: 'DE',
  taxation_country: 'DE',
  passport_number: 'C01X00T47',
  passport_issued_country: 'DE',
  passport_expiry_date: '2031-05-01',
  is_american: 'no',
  is_checked_terms_and_conditions: true,
};

function errorsOf(values: ForeignInvestorForm): Record<string, string> {
  const result = foreignInvestorForm.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('foreign investor form rules', () => {
  it('defaults the four country fields to FI and requires the spec fields', () => {
    expect(FOREIGN_FORM_DEFAULTS).toMatchObject({
      country: 'FI',
      nationality: 'FI',
      taxation_country: 'FI',
      passport_issued_country: 'FI',
    });
    expect(errorsOf(FOREIGN_FORM_DEFAULTS)).toEqual({
      given_name: 'validation.required',
      family_name: 'validation.required',
      birthdate: 'validation.required',
      line1: 'validation.required',
      postcode: 'validation.required',
      city: 'validation.required',
      is_american: 'validation.required',
      passport_number: 'validation.required',
      passport_expiry_date: 'validation.required',
      is_checked_terms_and_conditions: 'validation.checkTerms',
    });
    expect(errorsOf(filled)).toEqual({});
  });

  it('requires the tax identification number only when is_american is yes', () => {
    expect(errorsOf({ ...filled, is_american: 'no', tax_identification_number: '' })).toEqual({});
    expect(errorsOf({ ...filled, is_american: 'yes', tax_identification_number: ' ' })).toEqual({
      tax_identification_number: 'validation.required',
    });
    expect(errorsOf({ ...filled, is_american: 'yes', tax_identification_number: '123' })).toEqual(
      {},
    );
  });

  it('builds the request the API takes: TIN only for Americans, language, method onfido', () => {
    const request = toOnfidoRedirectRequest(
      { ...filled, tax_identification_number: 'left over' },
      'de',
    );
    expect(onfidoRedirectRequest.parse(request)).toEqual(request);
    expect(request).toMatchObject({
      is_american: false,
      tax_identification_number: null,
      line2: null,
      is_checked_terms_and_conditions: true,
      language: 'de',
      method: 'onfido',
    });
    const american = toOnfidoRedirectRequest(
      { ...filled, is_american: 'yes', tax_identification_number: ' 123-45 ' },
      'se',
    );
    expect(american).toMatchObject({
      is_american: true,
      tax_identification_number: '123-45',
      language: 'se',
    });
  });
});

describe('country list', () => {
  it('names countries in the UI language, Finland first then alphabetical', () => {
    const fi = countryOptions('fi');
    expect(fi).toHaveLength(33);
    expect(fi[0]).toMatchObject({ iso: 'FI', label: 'Suomi', dialCode: '+358' });
    expect(fi.slice(1, 4).map((c) => c.label)).toEqual(['Alankomaat', 'Belgia', 'Bulgaria']);
    const en = countryOptions('en');
    expect(en[0]?.label).toBe('Finland');
    expect(en.slice(1, 3).map((c) => c.label)).toEqual(['Austria', 'Belgium']);
    expect(en.at(-1)?.label).toBe('United Kingdom');
    const de = countryOptions('de');
    expect(de.find((c) => c.iso === 'DE')?.label).toBe('Deutschland');
  });
});
