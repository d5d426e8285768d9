import { z } from 'zod';
import { compactIban } from '../iban.ts';
import {
  amountOf,
  amountText,
  booleanFields,
  checkboxRules,
  choice,
  fieldsOf,
  ibanField,
  pickBoxes,
  specificationsOf,
} from './aml-rules.ts';
import { requiredText } from './fields.ts';

/*
 * The person AML questionnaire (investor.md §3 Person AML, §5 Person AML): the form's rules, and
 * the payload of `POST/PATCH api/aml-pep` with the same rules for the sandbox's 422.
 */

/** The five groups of which at least one box must be ticked, with their boxes in screen order. */
export const AML_GROUPS = {
  investment_vehicles: [
    'is_familiar_with_publicly_traded_stocks',
    'is_familiar_with_bonds',
    'is_familiar_with_money_market_instruments',
    'is_familiar_with_derivatives',
    'is_familiar_with_investment_funds',
    'has_no_experience_in_investment_vehicles',
  ],
  investment_services: [
    'is_familiar_with_investments_on_my_own',
    'is_familiar_with_investment_advice',
    'is_familiar_with_asset_management',
    'is_familiar_with_electronic_trading',
    'is_familiar_with_insurance_investments',
    'has_no_experience_in_investment_services',
  ],
  professional_situation: [
    'is_employee',
    'is_entrepreneur',
    'is_student',
    'is_retired',
    'has_other_financial_situation',
  ],
  origin_of_invested_assets: [
    'origin_of_invested_assets_is_salary',
    'origin_of_invested_assets_is_investments',
    'origin_of_invested_assets_is_inheritance',
    'origin_of_invested_assets_is_other',
  ],
  goal_of_investment: [
    'goal_of_investment_is_generate_returns',
    'goal_of_investment_is_savings',
    'goal_of_investment_is_pension',
    'goal_of_investment_is_other',
  ],
} as const;
export type AmlGroup = keyof typeof AML_GROUPS;
export type AmlBox = (typeof AML_GROUPS)[AmlGroup][number];

/** The boxes that open a text to specify, required while the box is ticked and cleared when not. */
export const AML_SPECIFICATIONS = {
  is_familiar_with_investment_funds: 'investment_funds_specification',
  is_familiar_with_insurance_investments: 'insurance_investments_specification',
  has_other_financial_situation: 'financial_situation',
  origin_of_invested_assets_is_other: 'origin_of_invested_assets_specification',
  goal_of_investment_is_other: 'goal_of_investment_specification',
} as const satisfies Partial<Record<AmlBox, string>>;
export type AmlSpecification = (typeof AML_SPECIFICATIONS)[keyof typeof AML_SPECIFICATIONS];

/** The political-exposure flags asked when the person is politically exposed. */
export const PEP_FLAGS = [
  'is_member_of_parliament',
  'is_president',
  'is_close_to_member_of_parliament_or_president',
  'is_business_partner_of_member_of_parliament_or_president',
] as const;
export type PepFlag = (typeof PEP_FLAGS)[number];

export const ANNUAL_INVESTMENT_COUNTS = ['less-than-five', 'five-ten', 'ten-twenty'] as const;
export const ANNUAL_INVESTMENT_AMOUNTS = [
  'five-thousands',
  'five-ten-thousands',
  'ten-fifty-thousands',
  'more-than-fifty',
] as const;
export const RISK_PROFILES = ['low', 'medium', 'high'] as const;
type AnnualInvestmentCount = (typeof ANNUAL_INVESTMENT_COUNTS)[number];
type AnnualInvestmentAmount = (typeof ANNUAL_INVESTMENT_AMOUNTS)[number];
type RiskProfile = (typeof RISK_PROFILES)[number];

const ALL_BOXES = Object.values(AML_GROUPS).flat();
const SPECIFICATION_NAMES = Object.values(AML_SPECIFICATIONS);

/** The group and specification rules, shared by the form and the payload. */
const checkBoxesAndSpecifications = checkboxRules(AML_GROUPS, AML_SPECIFICATIONS);

const boxes = booleanFields(ALL_BOXES);
const pepFlags = booleanFields(PEP_FLAGS);

/** The questionnaire as the form holds it: radios and selects as '' until answered. */
export const personAmlForm = z
  .object({
    iban: ibanField,
    is_pep: choice(['yes', 'no']),
    ...pepFlags,
    ...boxes,
    ...fieldsOf(SPECIFICATION_NAMES, z.string()),
    profession: requiredText,
    monthly_gross_income_amount: amountText,
    total_assets_amount: amountText,
    annual_investment_count: choice(ANNUAL_INVESTMENT_COUNTS),
    annual_investment_amount: choice(ANNUAL_INVESTMENT_AMOUNTS),
    risk_profile: choice(RISK_PROFILES),
  })
  .superRefine(checkBoxesAndSpecifications);
export type PersonAmlForm = z.infer<typeof personAmlForm>;

/** The questionnaire's fields as the gateway takes and stores them. */
export const personAmlFields = z.object({
  iban: ibanField,
  bank_name: z.string().nullable(),
  is_pep: z.boolean(),
  ...pepFlags,
  ...boxes,
  ...fieldsOf(SPECIFICATION_NAMES, z.string().nullable()),
  profession: requiredText,
  monthly_gross_income_amount: z.number().nonnegative(),
  total_assets_amount: z.number().nonnegative(),
  annual_investment_count: z.enum(ANNUAL_INVESTMENT_COUNTS),
  annual_investment_amount: z.enum(ANNUAL_INVESTMENT_AMOUNTS),
  risk_profile: z.enum(RISK_PROFILES),
  force_aml_fill_in: z.boolean(),
});

/** The payload of `POST/PATCH api/aml-pep`: the form's rules, for the sandbox's 422. */
export const personAmlRequest = personAmlFields.superRefine(checkBoxesAndSpecifications);
export type PersonAmlRequest = z.infer<typeof personAmlRequest>;

export { amountOf } from './aml-rules.ts';

/** The political-exposure flags as ticked, all false unless politically exposed. */
function pepFlagsOf(
  values: Readonly<Record<PepFlag, boolean>>,
  isPep: boolean,
): Record<PepFlag, boolean> {
  return Object.fromEntries(PEP_FLAGS.map((flag) => [flag, isPep && values[flag]])) as Record<
    PepFlag,
    boolean
  >;
}

/** The form's values that the person and the company questionnaires share. */
type SharedFormValues = Readonly<Record<PepFlag, boolean>> & {
  readonly iban: string;
  readonly is_pep: string;
  readonly annual_investment_count: string;
  readonly annual_investment_amount: string;
  readonly risk_profile: string;
};

/**
 * The answers both payloads share: the IBAN without spaces and its bank, yes/no as a boolean,
 * the PEP flags false unless politically exposed, the boxes, each specification cleared (null)
 * while its box is unticked, and the investment habits (checked by the form's schema).
 */
export function sharedAmlAnswers<const B extends string, const S extends string>(
  values: SharedFormValues & Readonly<Record<B, boolean>>,
  bankName: string | null,
  boxes: readonly B[],
  specifications: Readonly<Record<string, S>>,
) {
  const isPep = values.is_pep === 'yes';
  return {
    iban: compactIban(values.iban),
    bank_name: bankName,
    is_pep: isPep,
    ...pepFlagsOf(values, isPep),
    ...pickBoxes(values, boxes),
    ...specificationsOf(values, specifications),
    annual_investment_count: values.annual_investment_count as AnnualInvestmentCount,
    annual_investment_amount: values.annual_investment_amount as AnnualInvestmentAmount,
    risk_profile: values.risk_profile as RiskProfile,
  };
}

/**
 * The payload for the form's values: the shared answers, the amounts as numbers and the refill
 * flag cleared.
 */
export function toPersonAmlRequest(
  values: PersonAmlForm,
  bankName: string | null,
): PersonAmlRequest {
  return {
    ...sharedAmlAnswers(values, bankName, ALL_BOXES, AML_SPECIFICATIONS),
    profession: values.profession.trim(),
    monthly_gross_income_amount: amountOf(values.monthly_gross_income_amount),
    total_assets_amount: amountOf(values.total_assets_amount),
    force_aml_fill_in: false,
  };
}
