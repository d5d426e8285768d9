import { fromApiLanguage, termsLanguage, type AppLanguage } from '#shared/languages.ts';

/**
 * The language of the representative-example disclaimers: they exist in fi, en and sv (§3 Loan
 * calculation) and German readers get the English ones, as they get the English terms (§1).
 */
export function disclaimerLanguage(language: AppLanguage): AppLanguage {
  return fromApiLanguage(termsLanguage(language));
}
