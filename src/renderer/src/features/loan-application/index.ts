/* The loan application: from the start to the scoring (issue 10 §2). */
export { RequiresLoansOrLegacyBorrower } from './guards.tsx';
export { activeApplicationQuery, loanApplicationKeys } from './queries.ts';
export { settleOfferDefaults } from './settle-offer.ts';
export { hasValidOffer, OFFER_VALID_DAYS } from './application-rules.ts';
