/* The screens of customer-service's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { CustomerServicePage } from './CustomerServicePage.tsx';
