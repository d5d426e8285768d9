/**
 * The errors and messages the spec names, each with the spec section that names it and what a
 * test would contain when it reaches it: the spec's code, the app's i18n keys (their texts in
 * the four languages are searched too) or the server's message.
 */
export interface CatalogueEntry {
  /** The spec's name for it (its code where it has one). */
  name: string;
  /** Where the spec names it. */
  spec: string;
  /** i18n keys as `namespace:path` (e.g. `errors:serverError`). */
  keys: readonly string[];
  /** Other text a test reaching it would contain (a code, a server message). */
  literals: readonly string[];
}

const B8 = 'borrower-and-shared §8';
const B5 = 'borrower-and-shared §5';
const I8 = 'investor §8';
const I5 = 'investor §5';

export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  // Both spec files, §8
  {
    name: '401: logged out, cleared, to /',
    spec: `${B8}, ${I8}`,
    keys: [],
    literals: ['Unauthenticated.'],
  },
  {
    name: "403 'Latest terms and conditions has not been signed'",
    spec: `${B8}, ${I8}`,
    keys: [],
    literals: ['Latest terms and conditions has not been signed', 'TERMS_NOT_SIGNED_MESSAGE'],
  },
  {
    name: '422: first message per field',
    spec: `${B8}, ${I8}, ${B5}`,
    keys: [],
    literals: ['status: 422'],
  },
  { name: 'wrong username or password', spec: B8, keys: ['errors:wrongCredentials'], literals: [] },
  {
    name: 'USER_DOES_NOT_EXISTS (identity callback 400)',
    spec: `${B8}, ${I8}`,
    keys: ['errors:userDoesNotExist'],
    literals: ['USER_DOES_NOT_EXISTS', 'user-does-not-exists'],
  },
  {
    name: 'SCA_AUTH_FAILED (identity callback 403)',
    spec: `${B8}, ${I8}`,
    keys: ['errors:scaAuthFailed'],
    literals: ['SCA_AUTH_FAILED', 'sca-auth-failed'],
  },
  { name: 'SMS code expired', spec: B8, keys: ['errors:smsCodeExpired'], literals: [] },
  { name: 'already onboarded', spec: B8, keys: ['errors:alreadyOnboarded'], literals: [] },
  {
    name: 'SERVER_ERROR',
    spec: `${B8}, ${I8}`,
    keys: ['errors:serverError'],
    literals: ['SERVER_ERROR'],
  },
  { name: 'page load error: refresh the page', spec: B8, keys: ['errors:pageLoad'], literals: [] },
  {
    name: 'SOMETHING_WENT_WRONG_PLEASE_REFRESH_THE_PAGE (portfolio load)',
    spec: I8,
    keys: ['portfolio:loadFailed'],
    literals: ['SOMETHING_WENT_WRONG_PLEASE_REFRESH_THE_PAGE'],
  },
  {
    name: 'loan rejected: reapply after 3 months',
    spec: B8,
    keys: ['loanApplication:loanRejected.reapply', 'loanApplication:start.rejected'],
    literals: [],
  },
  {
    name: 'too few account transactions: use another account',
    spec: B8,
    keys: ['loanApplication:kreditz.useMainAccount'],
    literals: ['too few transactions'],
  },
  {
    name: 'identity verification failed (retry hint)',
    spec: `${B8}, ${I8}`,
    keys: ['errors:identificationFailed', 'auth:onfidoRejected.title'],
    literals: [],
  },
  {
    name: 'under-18 registration rejected',
    spec: `${B8}, ${I8}`,
    keys: ['register:rejected.text'],
    literals: [],
  },
  {
    name: 'WITHDRAW_ERROR_INSUFFICIENT_FUNDS',
    spec: `${I8}, ${I5}`,
    keys: ['withdraw:WITHDRAW_ERROR_INSUFFICIENT_FUNDS'],
    literals: ['WITHDRAW_ERROR_INSUFFICIENT_FUNDS', 'Not enough money available'],
  },
  // investor §5: the withdrawal's and the AML form's message keys
  {
    name: 'COLLECT_FUNDS_MAX_AMOUNT',
    spec: I5,
    keys: ['withdraw:COLLECT_FUNDS_MAX_AMOUNT'],
    literals: ['COLLECT_FUNDS_MAX_AMOUNT'],
  },
  {
    name: 'COLLECT_FUNDS_LESS_AMOUNT',
    spec: I5,
    keys: ['withdraw:COLLECT_FUNDS_LESS_AMOUNT'],
    literals: ['COLLECT_FUNDS_LESS_AMOUNT'],
  },
  {
    name: 'NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW',
    spec: I5,
    keys: ['withdraw:NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW'],
    literals: ['NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW'],
  },
  {
    name: 'CANNOT_BE_EMPTY',
    spec: `${I5}, ${B5}`,
    keys: ['validation:required'],
    literals: ['CANNOT_BE_EMPTY'],
  },
  {
    name: 'AT_LEAST_ONE_CHECKBOX_MUST_BE_CHECKED',
    spec: `${I5}, ${B5}`,
    keys: ['validation:atLeastOne'],
    literals: ['AT_LEAST_ONE_CHECKBOX_MUST_BE_CHECKED'],
  },
  // borrower-and-shared §5: the validation messages
  {
    name: "'Email/Username is not valid'",
    spec: B5,
    keys: ['validation:usernameOrEmail'],
    literals: [],
  },
  { name: "'Email address is not valid'", spec: B5, keys: ['validation:email'], literals: [] },
  { name: "'Phone number is not valid'", spec: B5, keys: ['validation:phone'], literals: [] },
  {
    name: "'Verify email address is wrong'",
    spec: B5,
    keys: ['validation:confirmEmail'],
    literals: [],
  },
  {
    name: "'please accept the terms' / 'please check terms'",
    spec: B5,
    keys: ['validation:acceptTerms', 'validation:checkTerms'],
    literals: [],
  },
];
