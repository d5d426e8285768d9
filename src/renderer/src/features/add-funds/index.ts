/* Add funds: the bank transfer details of the portfolio's #add-funds (issue 8). */
export { AddFundsSection } from './AddFundsSection.tsx';
