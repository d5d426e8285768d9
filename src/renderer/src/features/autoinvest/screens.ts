/* The screens of autoinvest's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { AutoinvestOffModal } from './AutoinvestOffModal.tsx';
