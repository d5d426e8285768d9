import { describe, expect, it } from 'vitest';
import { PEP_FLAGS } from './aml.ts';
import {
  beneficialOwnerListText,
  COMPANY_AML_GROUPS,
  COMPANY_AML_SPECIFICATIONS,
  companyAmlForm,
  companyAmlRequest,
  parseBeneficialOwnerList,
  toCompanyAmlRequest,
  type CompanyAmlBox,
  type CompanyAmlForm,
} from './company-aml.ts';

const noBoxes = Object.fromEntries(
  Object.values(COMPANY_AML_GROUPS)
    .flat()
    .map((box) => [box, false]),
) as Record<CompanyAmlBox, boolean>;
const noFlags = Object.fromEntries(PEP_FLAGS.map((flag) => [flag, false])) as Record<
  (typeof PEP_FLAGS)[number],
  boolean
>;

const OWNER = { name: 'Kaisa Lehtonen', ssn: '080475-1386' };
const ownersOf = (count: number) => Array.from({ length: count }, () => OWNER);

const valid: CompanyAmlForm = {
  iban: 'FI21 1234 5600 0007 85',
  is_pep: 'no',
  ...noFlags,
  ...noBoxes,
  is_familiar_with_capital_markets: true,
  is_familiar_with_asset_management: true,
  origin_of_funds_is_extra_capital: true,
  goal_of_investment_is_generate_returns: true,
  investment_funds_specification: '',
  insurance_investments_specification: '',
  origin_of_funds_specification: '',
  goal_of_investment_specification: '',
  business_sector: 'Software',
  turnover: '1 200 000',
  profit: '-35 000,50',
  balance_sheet_total: '800000',
  annual_investment_count: 'five-ten',
  annual_investment_amount: 'more-than-fifty',
  risk_profile: 'high',
  is_beneficial_owner: 'yes',
  beneficial_owners: [OWNER],
};

function errorsOf(values: CompanyAmlForm): Record<string, string> {
  const result = companyAmlForm.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('company AML form (investor.md §5 Company AML)', () => {
  it('accepts a complete questionnaire, a loss as the profit included', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires every required field with the cannot-be-empty message', () => {
    expect(
      errorsOf({
        ...valid,
        iban: '',
        is_pep: '',
        business_sector: ' ',
        turnover: '',
        profit: '',
        balance_sheet_total: '',
        annual_investment_count: '',
        annual_investment_amount: '',
        risk_profile: '',
        is_beneficial_owner: '',
      }),
    ).toEqual({
      iban: 'validation.required',
      is_pep: 'validation.required',
      business_sector: 'validation.required',
      turnover: 'validation.required',
      profit: 'validation.required',
      balance_sheet_total: 'validation.required',
      annual_investment_count: 'validation.required',
      annual_investment_amount: 'validation.required',
      risk_profile: 'validation.required',
      is_beneficial_owner: 'validation.required',
    });
  });

  it('refuses a bad IBAN, amounts that are not ones and a negative turnover', () => {
    expect(
      errorsOf({
        ...valid,
        iban: 'FI21 1234 5600 0007 86',
        turnover: '-5',
        profit: 'a lot',
        balance_sheet_total: '1e6',
      }),
    ).toEqual({
      iban: 'validation.iban',
      turnover: 'validation.amount',
      profit: 'validation.amount',
      balance_sheet_total: 'validation.amount',
    });
  });

  it('asks about capital markets, not money-market instruments, and goals without pension', () => {
    expect(COMPANY_AML_GROUPS.investment_vehicles).toContain('is_familiar_with_capital_markets');
    expect(COMPANY_AML_GROUPS.investment_vehicles).not.toContain(
      'is_familiar_with_money_market_instruments',
    );
    expect(COMPANY_AML_GROUPS.goal_of_investment).not.toContain('goal_of_investment_is_pension');
  });

  it.each(Object.entries(COMPANY_AML_GROUPS))(
    'asks for at least one box of %s',
    (group, boxes: readonly CompanyAmlBox[]) => {
      const unticked = Object.fromEntries(boxes.map((box) => [box, false]));
      expect(errorsOf({ ...valid, ...unticked })).toEqual({ [group]: 'validation.atLeastOne' });
    },
  );

  it.each(Object.entries(COMPANY_AML_SPECIFICATIONS))(
    'requires the specification of %s while it is ticked',
    (box, specification) => {
      expect(errorsOf({ ...valid, [box]: true })).toEqual({
        [specification]: 'validation.required',
      });
      expect(errorsOf({ ...valid, [box]: true, [specification]: 'Something' })).toEqual({});
    },
  );

  it('asks for at least one beneficial owner when the company has some', () => {
    expect(errorsOf({ ...valid, beneficial_owners: [] })).toEqual({
      beneficial_owners: 'validation.required',
    });
  });

  it('requires each owner’s name and a valid Finnish social security number', () => {
    expect(
      errorsOf({
        ...valid,
        beneficial_owners: [
          { name: ' ', ssn: '' },
          { name: 'Hanna Nieminen', ssn: '300688-144K' },
          { name: 'Aino Virtanen', ssn: '140396-102h' },
        ],
      }),
    ).toEqual({
      'beneficial_owners.0.name': 'validation.required',
      'beneficial_owners.0.ssn': 'validation.required',
      'beneficial_owners.1.ssn': 'validation.ssn',
    });
  });

  it('takes at most 4 beneficial owners', () => {
    expect(errorsOf({ ...valid, beneficial_owners: ownersOf(4) })).toEqual({});
    expect(errorsOf({ ...valid, beneficial_owners: ownersOf(5) })).toEqual({
      beneficial_owners: 'validation.beneficialOwnersMax',
    });
  });

  it('does not check the owners of a company that has none', () => {
    const none = {
      ...valid,
      is_beneficial_owner: 'no',
      beneficial_owners: [{ name: '', ssn: 'x' }],
    };
    expect(errorsOf(none)).toEqual({});
  });
});

describe('the company AML payload', () => {
  it('compacts the IBAN, reads yes/no and the amounts, and writes the owners as text', () => {
    const second = { name: 'Aino Virtanen', ssn: '140396-102h' };
    const request = toCompanyAmlRequest({ ...valid, beneficial_owners: [OWNER, second] }, 'Nordea');
    expect(request).toMatchObject({
      iban: 'FI2112345600000785',
      bank_name: 'Nordea',
      is_pep: false,
      is_familiar_with_capital_markets: true,
      business_sector: 'Software',
      turnover: 1_200_000,
      profit: -35_000.5,
      balance_sheet_total: 800_000,
      is_beneficial_owner: true,
      beneficial_owner_list: 'Kaisa Lehtonen, 080475-1386\nAino Virtanen, 140396-102H',
    });
    expect(request).not.toHaveProperty('force_aml_fill_in');
    expect(companyAmlRequest.safeParse(request).success).toBe(true);
  });

  it('sends no owners for a company without, clears unticked specifications and PEP flags', () => {
    const request = toCompanyAmlRequest(
      {
        ...valid,
        is_beneficial_owner: 'no',
        origin_of_funds_specification: 'typed, then unticked',
        is_president: true,
      },
      null,
    );
    expect(request.is_beneficial_owner).toBe(false);
    expect(request.beneficial_owner_list).toBeNull();
    expect(request.origin_of_funds_specification).toBeNull();
    expect(request.is_president).toBe(false);
    const pep = toCompanyAmlRequest({ ...valid, is_pep: 'yes', is_president: true }, null);
    expect(pep.is_president).toBe(true);
  });

  it('holds the payload to the same rules for the sandbox, owners read from the text', () => {
    const request = toCompanyAmlRequest(valid, null);
    const issuesOf = (change: object) =>
      (companyAmlRequest.safeParse({ ...request, ...change }).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(issuesOf({ origin_of_funds_is_extra_capital: false })).toEqual([
      ['origin_of_funds', 'validation.atLeastOne'],
    ]);
    expect(issuesOf({ beneficial_owner_list: null })).toEqual([
      ['beneficial_owner_list', 'validation.required'],
    ]);
    expect(issuesOf({ beneficial_owner_list: 'Kaisa Lehtonen, 080475-1387' })).toEqual([
      ['beneficial_owner_list.0.ssn', 'validation.ssn'],
    ]);
    expect(issuesOf({ beneficial_owner_list: beneficialOwnerListText(ownersOf(5)) })).toEqual([
      ['beneficial_owner_list', 'validation.beneficialOwnersMax'],
    ]);
    expect(issuesOf({ is_beneficial_owner: false, beneficial_owner_list: null })).toEqual([]);
  });

  it('reads back the owners it wrote', () => {
    const owners = [OWNER, { name: 'Lehtonen, Matti', ssn: '140396-102H' }];
    expect(parseBeneficialOwnerList(beneficialOwnerListText(owners))).toEqual(owners);
    expect(parseBeneficialOwnerList('Nameless')).toEqual([{ name: 'Nameless', ssn: '' }]);
  });
});
