/* The annual tax statement of a portfolio (issue 22 §1): its section on the portfolio pages. */
export { TaxStatementSection } from './TaxStatementSection.tsx';
export { legacyTaxPortfolio, type TaxPortfolio } from './tax-portfolio.ts';
