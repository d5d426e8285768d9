/* The screens of loan-offer's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { SignContractPage } from './SignContractPage.tsx';
export { SignedPage } from './SignedPage.tsx';
export { ViewOfferPage } from './ViewOfferPage.tsx';
