import type { z } from 'zod';
import type { storedPersonAml } from '#shared/api/aml.ts';
import {
  AML_GROUPS,
  AML_SPECIFICATIONS,
  PEP_FLAGS,
  type PersonAmlForm,
} from '#shared/domain/validation/aml.ts';

export type StoredPersonAml = z.output<typeof storedPersonAml>;

const boxNames = [...Object.values(AML_GROUPS).flat(), ...PEP_FLAGS];
const specificationNames = Object.values(AML_SPECIFICATIONS);

/** The form's values for a stored questionnaire (or empty ones when none is stored). */
export function amlFormValues(stored: StoredPersonAml): PersonAmlForm {
  const answers = stored ?? {};
  const boxes = Object.fromEntries(boxNames.map((name) => [name, answers[name] ?? false]));
  const texts = Object.fromEntries(specificationNames.map((name) => [name, answers[name] ?? '']));
  const amount = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    ...(boxes as Pick<PersonAmlForm, (typeof boxNames)[number]>),
    ...(texts as Pick<PersonAmlForm, (typeof specificationNames)[number]>),
    iban: answers.iban ?? '',
    is_pep: answers.is_pep === undefined ? '' : answers.is_pep ? 'yes' : 'no',
    profession: answers.profession ?? '',
    monthly_gross_income_amount: amount(answers.monthly_gross_income_amount),
    total_assets_amount: amount(answers.total_assets_amount),
    annual_investment_count: answers.annual_investment_count ?? '',
    annual_investment_amount: answers.annual_investment_amount ?? '',
    risk_profile: answers.risk_profile ?? '',
  };
}
