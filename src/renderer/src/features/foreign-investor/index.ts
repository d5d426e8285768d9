/* A foreign investor's details for the document check. */
export { foreignInvestorRoute } from './routes.tsx';
