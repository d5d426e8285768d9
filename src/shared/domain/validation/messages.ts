/**
 * The spec's validation rules (borrower-and-shared §5). Messages are i18n keys under the
 * `validation` namespace; the renderer translates them, the sandbox returns them in 422 bodies.
 */
export const MESSAGES = {
  required: 'validation.required',
  phone: 'validation.phone',
  email: 'validation.email',
  usernameOrEmail: 'validation.usernameOrEmail',
  confirmEmail: 'validation.confirmEmail',
  atLeastOne: 'validation.atLeastOne',
  acceptTerms: 'validation.acceptTerms',
  /** The foreign investor form's wording of the terms rule (investor.md §5). */
  checkTerms: 'validation.checkTerms',
  /** An amount that is not a number of euros. */
  amount: 'validation.amount',
  /** An IBAN whose form or check digits are wrong. */
  iban: 'validation.iban',
  /** A Finnish personal identity code whose form, date or check character is wrong. */
  ssn: 'validation.ssn',
  /** More beneficial owners than the company AML takes (investor.md §9: at most 4). */
  beneficialOwnersMax: 'validation.beneficialOwnersMax',
} as const;
