/* Terms and conditions: the accept-new-terms page and the terms modal other flows open. */
export type { TermsModalContext, TermsVariant } from './TermsModal.tsx';
