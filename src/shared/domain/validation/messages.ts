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
} as const;
