import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import type { AppLanguage } from '#shared/languages.ts';

/**
 * The marketing site's apply-for-a-loan page in the user's language (borrower-and-shared.md §2:
 * en, fi at the root, sv); German readers get the English page.
 */
export function applyForLoanLink(language: AppLanguage): string {
  if (language === 'fi') return EXTERNAL_LINKS.applyForLoanFi;
  if (language === 'sv') return EXTERNAL_LINKS.applyForLoanSv;
  return EXTERNAL_LINKS.applyForLoanEn;
}
