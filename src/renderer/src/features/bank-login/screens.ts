/* The screens of bank-login's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { BankLoginPage } from './BankLoginPage.tsx';
export { IdentityCallbackPage } from './IdentityCallbackPage.tsx';
