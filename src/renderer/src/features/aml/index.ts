/* The person AML questionnaire of investor onboarding. */
export { amlKeys, personAmlQuery } from './queries.ts';
/** The questionnaire's parts the company questionnaire shares. */
export {
  AmlCheckboxGroups,
  AmlLoadFailed,
  BankAccountFields,
  InvestmentHabitsFields,
  PepFields,
  useYesNo,
} from './aml-fields.tsx';
