/* The screens of onfido's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { OnfidoRedirectPage } from './OnfidoRedirectPage.tsx';
