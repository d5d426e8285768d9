/* Bank identification (login and the registration flows) and the identity callback. */
export { affiliateFromPath } from './affiliate.ts';
export { BankChoice } from './BankChoice.tsx';
export { IdentityReturnError } from './BankLoginPage.tsx';
