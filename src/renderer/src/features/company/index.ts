/* Company accounts: adding a company by business code and the company's portfolio pages. */
export { addCompanyRoutes, companyPagesRoute } from './routes.tsx';
