/* The screens of loan-application's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { AispRejectedPage } from './AispRejectedPage.tsx';
export { BorrowerOnboardingRedirect, BrokerOfferAcceptRedirect } from './BrokerRedirects.tsx';
export { ChooseBankPage } from './ChooseBankPage.tsx';
export { ConsentPage } from './ConsentPage.tsx';
export { ConsentTextModal } from './ConsentTextModal.tsx';
export { KreditzPage } from './KreditzPage.tsx';
export { KreditzFailurePage, KreditzSuccessPage } from './KreditzResultPages.tsx';
export { LoanRejectedPage } from './LoanRejectedPage.tsx';
export { ProcessingPage } from './ProcessingPage.tsx';
export { StartPage } from './StartPage.tsx';
export { TinkCallbackPage } from './TinkCallbackPage.tsx';
export { RequiresApplication, RequiresBankChoice, RequiresFinnishNational } from './guards.tsx';
