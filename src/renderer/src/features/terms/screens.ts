/* The screens of terms' routes, loaded on demand by routes.tsx: one chunk per feature. */
export { TermsModal } from './TermsModal.tsx';
export { TermsPage } from './TermsPage.tsx';
