import { z } from 'zod';
import { compactIban, isValidIban } from '../iban.ts';
import { requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';

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

const ALL_BOXES = Object.values(AML_GROUPS).flat();
const SPECIFICATION_ENTRIES = Object.entries(AML_SPECIFICATIONS) as Array<
  [AmlBox, AmlSpecification]
>;

type Boxes = Record<AmlBox, boolean>;
type Specifications = Record<AmlSpecification, string | null | undefined>;

/** The group and specification rules, shared by the form and the payload. */
function checkBoxesAndSpecifications(values: Boxes & Specifications, context: z.RefinementCtx) {
  for (const [group, boxes] of Object.entries(AML_GROUPS)) {
    if (!boxes.some((box) => values[box])) {
      context.addIssue({ code: 'custom', path: [group], message: MESSAGES.atLeastOne });
    }
  }
  for (const [box, specification] of SPECIFICATION_ENTRIES) {
    if (values[box] && !values[specification]?.trim()) {
      context.addIssue({ code: 'custom', path: [specification], message: MESSAGES.required });
    }
  }
}

const box = z.boolean();
const boxes = Object.fromEntries(ALL_BOXES.map((name) => [name, box])) as Record<
  AmlBox,
  typeof box
>;
const pepFlags = Object.fromEntries(PEP_FLAGS.map((name) => [name, box])) as Record<
  PepFlag,
  typeof box
>;

/** A money amount as typed: digits with optional spaces and a comma or point decimal. */
const AMOUNT_TEXT = /^\d[\d\s\u00a0]*(?:[.,]\d{1,2})?$/;
const amountText = requiredText.refine((text) => AMOUNT_TEXT.test(text), MESSAGES.amount);
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.string().refine((value) => (options as readonly string[]).includes(value), MESSAGES.required);

/** The questionnaire as the form holds it: radios and selects as '' until answered. */
export const personAmlForm = z
  .object({
    iban: requiredText.refine(isValidIban, MESSAGES.iban),
    is_pep: choice(['yes', 'no']),
    ...pepFlags,
    ...boxes,
    investment_funds_specification: z.string(),
    insurance_investments_specification: z.string(),
    financial_situation: z.string(),
    origin_of_invested_assets_specification: z.string(),
    goal_of_investment_specification: z.string(),
    profession: requiredText,
    monthly_gross_income_amount: amountText,
    total_assets_amount: amountText,
    annual_investment_count: choice(ANNUAL_INVESTMENT_COUNTS),
    annual_investment_amount: choice(ANNUAL_INVESTMENT_AMOUNTS),
    risk_profile: choice(RISK_PROFILES),
  })
  .superRefine(checkBoxesAndSpecifications);
export type PersonAmlForm = z.infer<typeof personAmlForm>;

const optionalText = z.string().nullable();

/** The questionnaire's fields as the gateway takes and stores them. */
export const personAmlFields = z.object({
  iban: requiredText.refine(isValidIban, MESSAGES.iban),
  bank_name: z.string().nullable(),
  is_pep: z.boolean(),
  ...pepFlags,
  ...boxes,
  investment_funds_specification: optionalText,
  insurance_investments_specification: optionalText,
  financial_situation: optionalText,
  origin_of_invested_assets_specification: optionalText,
  goal_of_investment_specification: optionalText,
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

/** A typed amount ("2 500,50") as the number the gateway takes. */
export const amountOf = (text: string): number =>
  Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.'));

/**
 * The payload for the form's values: the IBAN without spaces and its bank, yes/no as a boolean,
 * amounts as numbers, a specification whose box is unticked cleared (null), the PEP flags false
 * unless the person is politically exposed, and the refill flag cleared.
 */
export function toPersonAmlRequest(
  values: PersonAmlForm,
  bankName: string | null,
): PersonAmlRequest {
  const isPep = values.is_pep === 'yes';
  const specifications = Object.fromEntries(
    SPECIFICATION_ENTRIES.map(([boxName, specification]) => [
      specification,
      values[boxName] ? values[specification].trim() : null,
    ]),
  ) as Record<AmlSpecification, string | null>;
  const flags = Object.fromEntries(
    PEP_FLAGS.map((flag) => [flag, isPep && values[flag]]),
  ) as Record<PepFlag, boolean>;
  const boxValues = Object.fromEntries(ALL_BOXES.map((name) => [name, values[name]])) as Boxes;
  return {
    iban: compactIban(values.iban),
    bank_name: bankName,
    is_pep: isPep,
    ...flags,
    ...boxValues,
    ...specifications,
    profession: values.profession.trim(),
    monthly_gross_income_amount: amountOf(values.monthly_gross_income_amount),
    total_assets_amount: amountOf(values.total_assets_amount),
    annual_investment_count:
      values.annual_investment_count as PersonAmlRequest['annual_investment_count'],
    annual_investment_amount:
      values.annual_investment_amount as PersonAmlRequest['annual_investment_amount'],
    risk_profile: values.risk_profile as PersonAmlRequest['risk_profile'],
    force_aml_fill_in: false,
  };
}
