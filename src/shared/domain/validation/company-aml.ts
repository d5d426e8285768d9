import { z } from 'zod';
import { isValidFinnishSsn } from '../ssn.ts';
import {
  AML_GROUPS,
  ANNUAL_INVESTMENT_AMOUNTS,
  ANNUAL_INVESTMENT_COUNTS,
  PEP_FLAGS,
  RISK_PROFILES,
  sharedAmlAnswers,
} from './aml.ts';
import {
  amountOf,
  amountText,
  booleanFields,
  checkboxRules,
  choice,
  fieldsOf,
  ibanField,
  signedAmountText,
} from './aml-rules.ts';
import { requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';

/*
 * The company AML questionnaire (investor.md §3 Company AML questionnaire, §5 Company AML, §9):
 * the person's questionnaire with the company's figures instead of the person's professional
 * situation, profession, income and assets; capital markets instead of money-market
 * instruments; the origin of the company's funds; goals without pension; and the beneficial
 * owners (above 25 % of ownership or votes), at most 4. The form's rules, and the payload of
 * `POST api/company/{companyId}/aml` with the same rules for the sandbox's 422.
 */

export const MAX_BENEFICIAL_OWNERS = 4;
/** The share of ownership or votes above which an owner is a beneficial owner (percent). */
export const BENEFICIAL_OWNERSHIP_THRESHOLD = 25;

/** The four groups of which at least one box must be ticked, boxes in screen order. */
export const COMPANY_AML_GROUPS = {
  investment_vehicles: [
    'is_familiar_with_publicly_traded_stocks',
    'is_familiar_with_bonds',
    'is_familiar_with_capital_markets',
    'is_familiar_with_derivatives',
    'is_familiar_with_investment_funds',
    'has_no_experience_in_investment_vehicles',
  ],
  investment_services: AML_GROUPS.investment_services,
  origin_of_funds: [
    'origin_of_funds_is_extra_capital',
    'origin_of_funds_is_asset_sale',
    'origin_of_funds_is_acquisition',
    'origin_of_funds_is_other',
  ],
  goal_of_investment: [
    'goal_of_investment_is_generate_returns',
    'goal_of_investment_is_savings',
    'goal_of_investment_is_other',
  ],
} as const;
export type CompanyAmlGroup = keyof typeof COMPANY_AML_GROUPS;
export type CompanyAmlBox = (typeof COMPANY_AML_GROUPS)[CompanyAmlGroup][number];

/** The boxes that open a text to specify, required while ticked and cleared when not. */
export const COMPANY_AML_SPECIFICATIONS = {
  is_familiar_with_investment_funds: 'investment_funds_specification',
  is_familiar_with_insurance_investments: 'insurance_investments_specification',
  origin_of_funds_is_other: 'origin_of_funds_specification',
  goal_of_investment_is_other: 'goal_of_investment_specification',
} as const satisfies Partial<Record<CompanyAmlBox, string>>;
type CompanyAmlSpecification =
  (typeof COMPANY_AML_SPECIFICATIONS)[keyof typeof COMPANY_AML_SPECIFICATIONS];

const ALL_BOXES: readonly CompanyAmlBox[] = Object.values(COMPANY_AML_GROUPS).flat();
const SPECIFICATION_NAMES: readonly CompanyAmlSpecification[] = Object.values(
  COMPANY_AML_SPECIFICATIONS,
);
const checkBoxesAndSpecifications = checkboxRules(COMPANY_AML_GROUPS, COMPANY_AML_SPECIFICATIONS);

export interface BeneficialOwner {
  name: string;
  ssn: string;
}

/** The owners as the gateway's text: one owner a line, the name and the code after a comma. */
export function beneficialOwnerListText(owners: readonly BeneficialOwner[]): string {
  return owners
    .map((owner) => `${owner.name.trim()}, ${owner.ssn.trim().toUpperCase()}`)
    .join('\n');
}

/** The owners of the gateway's text (a line without a comma is an owner without a code). */
export function parseBeneficialOwnerList(text: string): BeneficialOwner[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const comma = line.lastIndexOf(',');
      return comma < 0
        ? { name: line.trim(), ssn: '' }
        : { name: line.slice(0, comma).trim(), ssn: line.slice(comma + 1).trim() };
    });
}

/** Each owner's name and code, at `path.i.name` and `path.i.ssn`. */
function checkOwners(
  owners: readonly BeneficialOwner[],
  path: string,
  context: z.RefinementCtx,
): void {
  if (owners.length === 0) {
    context.addIssue({ code: 'custom', path: [path], message: MESSAGES.required });
  }
  if (owners.length > MAX_BENEFICIAL_OWNERS) {
    context.addIssue({ code: 'custom', path: [path], message: MESSAGES.beneficialOwnersMax });
  }
  owners.forEach((owner, index) => {
    if (!owner.name.trim()) {
      context.addIssue({ code: 'custom', path: [path, index, 'name'], message: MESSAGES.required });
    }
    const ssnProblem = !owner.ssn.trim()
      ? MESSAGES.required
      : isValidFinnishSsn(owner.ssn)
        ? null
        : MESSAGES.ssn;
    if (ssnProblem) {
      context.addIssue({ code: 'custom', path: [path, index, 'ssn'], message: ssnProblem });
    }
  });
}

const yesNo = choice(['yes', 'no']);

/** The questionnaire as the form holds it: radios and selects as '' until answered. */
export const companyAmlForm = z
  .object({
    iban: ibanField,
    is_pep: yesNo,
    ...booleanFields(PEP_FLAGS),
    ...booleanFields(ALL_BOXES),
    ...fieldsOf(SPECIFICATION_NAMES, z.string()),
    business_sector: requiredText,
    turnover: amountText,
    profit: signedAmountText,
    balance_sheet_total: amountText,
    annual_investment_count: choice(ANNUAL_INVESTMENT_COUNTS),
    annual_investment_amount: choice(ANNUAL_INVESTMENT_AMOUNTS),
    risk_profile: choice(RISK_PROFILES),
    is_beneficial_owner: yesNo,
    beneficial_owners: z.array(z.object({ name: z.string(), ssn: z.string() })),
  })
  .superRefine((values, context) => {
    checkBoxesAndSpecifications(values, context);
    // The owners are asked only when the company has some.
    if (values.is_beneficial_owner === 'yes') {
      checkOwners(values.beneficial_owners, 'beneficial_owners', context);
    }
  });
export type CompanyAmlForm = z.infer<typeof companyAmlForm>;

/** The questionnaire's fields as the gateway takes them. */
export const companyAmlFields = z.object({
  iban: ibanField,
  bank_name: z.string().nullable(),
  is_pep: z.boolean(),
  ...booleanFields(PEP_FLAGS),
  ...booleanFields(ALL_BOXES),
  ...fieldsOf(SPECIFICATION_NAMES, z.string().nullable()),
  business_sector: requiredText,
  turnover: z.number().nonnegative(),
  profit: z.number(),
  balance_sheet_total: z.number().nonnegative(),
  annual_investment_count: z.enum(ANNUAL_INVESTMENT_COUNTS),
  annual_investment_amount: z.enum(ANNUAL_INVESTMENT_AMOUNTS),
  risk_profile: z.enum(RISK_PROFILES),
  is_beneficial_owner: z.boolean(),
  beneficial_owner_list: z.string().nullable(),
});

/** The payload of `POST api/company/{companyId}/aml`: the form's rules, for the sandbox's 422. */
export const companyAmlRequest = companyAmlFields.superRefine((values, context) => {
  checkBoxesAndSpecifications(values, context);
  if (values.is_beneficial_owner) {
    checkOwners(
      parseBeneficialOwnerList(values.beneficial_owner_list ?? ''),
      'beneficial_owner_list',
      context,
    );
  }
});
export type CompanyAmlRequest = z.infer<typeof companyAmlRequest>;

/**
 * The payload for the form's values: the shared answers, the company's figures as numbers, and
 * the owners as text only when the company has some.
 */
export function toCompanyAmlRequest(
  values: CompanyAmlForm,
  bankName: string | null,
): CompanyAmlRequest {
  const hasOwners = values.is_beneficial_owner === 'yes';
  return {
    ...sharedAmlAnswers(values, bankName, ALL_BOXES, COMPANY_AML_SPECIFICATIONS),
    business_sector: values.business_sector.trim(),
    turnover: amountOf(values.turnover),
    profit: amountOf(values.profit),
    balance_sheet_total: amountOf(values.balance_sheet_total),
    is_beneficial_owner: hasOwners,
    beneficial_owner_list: hasOwners ? beneficialOwnerListText(values.beneficial_owners) : null,
  };
}
