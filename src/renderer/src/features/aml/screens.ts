/* The screens of aml's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { PersonAmlPage } from './PersonAmlPage.tsx';
