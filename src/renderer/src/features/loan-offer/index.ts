/* The loan offer, its contract and the thank-you (the last steps of the loan application). */
export { loanOfferRoutes } from './routes.tsx';
