/* The investor's portfolio: the investor dashboard and the fair-credit portfolio page. */
export { PortfolioPage } from './PortfolioPage.tsx';
export { KpiSection } from './KpiSection.tsx';
