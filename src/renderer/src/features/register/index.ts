/* /register: a new borrower's identification, details and phone verification. */
export { registerRoutes } from './routes.tsx';
