import { describe, expect, it } from 'vitest';
import {
  AML_GROUPS,
  AML_SPECIFICATIONS,
  PEP_FLAGS,
  personAmlForm,
  personAmlRequest,
  toPersonAmlRequest,
  type AmlBox,
  type PersonAmlForm,
} from './aml.ts';

const noBoxes = Object.fromEntries(
  Object.values(AML_GROUPS)
    .flat()
    .map((box) => [box, false]),
) as Record<AmlBox, boolean>;
const noFlags = Object.fromEntries(PEP_FLAGS.map((flag) => [flag, false])) as Record<
  (typeof PEP_FLAGS)[number],
  boolean
>;

const valid: PersonAmlForm = {
  iban: 'FI21 1234 5600 0007 85',
  is_pep: 'no',
  ...noFlags,
  ...noBoxes,
  is_familiar_with_bonds: true,
  is_familiar_with_investment_advice: true,
  is_employee: true,
  origin_of_invested_assets_is_salary: true,
  goal_of_investment_is_savings: true,
  investment_funds_specification: '',
  insurance_investments_specification: '',
  financial_situation: '',
  origin_of_invested_assets_specification: '',
  goal_of_investment_specification: '',
  profession: 'Nurse',
  monthly_gross_income_amount: '3 200',
  total_assets_amount: '25000,50',
  annual_investment_count: 'less-than-five',
  annual_investment_amount: 'five-thousands',
  risk_profile: 'medium',
};

function errorsOf(values: PersonAmlForm): Record<string, string> {
  const result = personAmlForm.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('person AML form (investor.md §5)', () => {
  it('accepts a complete questionnaire', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires every required field with the cannot-be-empty message', () => {
    const empty: PersonAmlForm = {
      ...valid,
      iban: ' ',
      is_pep: '',
      profession: '',
      monthly_gross_income_amount: '',
      total_assets_amount: '',
      annual_investment_count: '',
      annual_investment_amount: '',
      risk_profile: '',
    };
    expect(errorsOf(empty)).toEqual({
      iban: 'validation.required',
      is_pep: 'validation.required',
      profession: 'validation.required',
      monthly_gross_income_amount: 'validation.required',
      total_assets_amount: 'validation.required',
      annual_investment_count: 'validation.required',
      annual_investment_amount: 'validation.required',
      risk_profile: 'validation.required',
    });
  });

  it('refuses an IBAN whose check digits are wrong and an amount that is not one', () => {
    expect(
      errorsOf({ ...valid, iban: 'FI21 1234 5600 0007 86', total_assets_amount: '25k' }),
    ).toEqual({ iban: 'validation.iban', total_assets_amount: 'validation.amount' });
  });

  it.each(Object.entries(AML_GROUPS))(
    'asks for at least one box of %s',
    (group, boxes: readonly AmlBox[]) => {
      const unticked = Object.fromEntries(boxes.map((box) => [box, false]));
      expect(errorsOf({ ...valid, ...unticked })).toEqual({ [group]: 'validation.atLeastOne' });
    },
  );

  it.each(Object.entries(AML_SPECIFICATIONS))(
    'requires the specification of %s while it is ticked',
    (box, specification) => {
      expect(errorsOf({ ...valid, [box]: true })).toEqual({
        [specification]: 'validation.required',
      });
      expect(errorsOf({ ...valid, [box]: true, [specification]: 'Something' })).toEqual({});
    },
  );
});

describe('the AML payload', () => {
  it('compacts the IBAN, names the bank, reads yes/no and the amounts, clears the refill flag', () => {
    const request = toPersonAmlRequest(valid, 'Nordea');
    expect(request).toMatchObject({
      iban: 'FI2112345600000785',
      bank_name: 'Nordea',
      is_pep: false,
      monthly_gross_income_amount: 3200,
      total_assets_amount: 25000.5,
      force_aml_fill_in: false,
    });
    expect(personAmlRequest.safeParse(request).success).toBe(true);
  });

  it('clears the specification of an unticked box and the PEP flags of a person who is not one', () => {
    const request = toPersonAmlRequest(
      { ...valid, financial_situation: 'typed, then unticked', is_member_of_parliament: true },
      null,
    );
    expect(request.financial_situation).toBeNull();
    expect(request.is_member_of_parliament).toBe(false);
    const pep = toPersonAmlRequest({ ...valid, is_pep: 'yes', is_president: true }, null);
    expect(pep.is_president).toBe(true);
  });

  it('holds the payload to the same group rules for the sandbox', () => {
    const request = { ...toPersonAmlRequest(valid, null), is_employee: false };
    const issues = personAmlRequest.safeParse(request).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['professional_situation', 'validation.atLeastOne'],
    ]);
  });
});
