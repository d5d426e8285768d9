/* The screens of contract's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { ContractPage } from './ContractPage.tsx';
export { RequiresUnsignedDeposit } from './guard.tsx';
