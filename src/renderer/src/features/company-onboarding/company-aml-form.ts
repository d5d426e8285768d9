import { PEP_FLAGS } from '#shared/domain/validation/aml.ts';
import {
  COMPANY_AML_GROUPS,
  COMPANY_AML_SPECIFICATIONS,
  type CompanyAmlForm,
} from '#shared/domain/validation/company-aml.ts';

const boxNames = [...Object.values(COMPANY_AML_GROUPS).flat(), ...PEP_FLAGS];
const specificationNames = Object.values(COMPANY_AML_SPECIFICATIONS);

/** An owner's empty row, as the add button and a first "yes" open it. */
export const EMPTY_OWNER = { name: '', ssn: '' };

/** The empty questionnaire (the gateway has no call that reads a stored one back). */
export function emptyCompanyAmlForm(): CompanyAmlForm {
  return {
    ...(Object.fromEntries(boxNames.map((name) => [name, false])) as Pick<
      CompanyAmlForm,
      (typeof boxNames)[number]
    >),
    ...(Object.fromEntries(specificationNames.map((name) => [name, ''])) as Pick<
      CompanyAmlForm,
      (typeof specificationNames)[number]
    >),
    iban: '',
    is_pep: '',
    business_sector: '',
    turnover: '',
    profit: '',
    balance_sheet_total: '',
    annual_investment_count: '',
    annual_investment_amount: '',
    risk_profile: '',
    is_beneficial_owner: '',
    beneficial_owners: [],
  };
}
