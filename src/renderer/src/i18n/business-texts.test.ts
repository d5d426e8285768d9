import { describe, expect, it } from 'vitest';
import { FIXED_RATE_BASIS_POINTS } from '#shared/domain/finance/annuity.ts';
import { formatPercent, NBSP } from '#shared/domain/format.ts';
import { APP_LANGUAGES, type AppLanguage } from '#shared/languages.ts';
import { NOTICES } from '#shared/notices.ts';
import { resources } from './resources.ts';

/** A `namespace:key.path` text of a language's bundle. */
function text(language: AppLanguage, key: string): string {
  const [ns = '', path = ''] = key.split(':');
  let node: unknown = resources[language][ns as keyof (typeof resources)[AppLanguage]];
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : null;
  }
  if (typeof node !== 'string') throw new Error(`${language} has no text ${key}`);
  return node;
}

const notice = (kind: string) => {
  const found = NOTICES.find((n) => n.kind === kind);
  if (!found) throw new Error(`no ${kind} notice`);
  return found.messageKey;
};

/** The advertised return, investor.md §1: 2.2 to 3.6 percent after fees. */
const RETURN: Record<AppLanguage, string> = {
  en: '2.2–3.6%',
  fi: `2,2–3,6${NBSP}%`,
  sv: `2,2–3,6${NBSP}%`,
  // German writes a decimal point, as the app's number format does (investor.md §9).
  de: `2.2–3.6${NBSP}%`,
};

/** The business copy's dates as each language writes them. */
const DATES: Record<string, Record<AppLanguage, string>> = {
  product: { en: '11 March 2021', fi: '11.3.2021', sv: '11 mars 2021', de: '11. März 2021' },
  cap: {
    en: '30 September 2021',
    fi: '30.9.2021',
    sv: '30 september 2021',
    de: '30. September 2021',
  },
  terms: { en: '15 June 2021', fi: '15.6.2021', sv: '15 juni 2021', de: '15. Juni 2021' },
};

/**
 * The business texts the spec names (investor.md §1, borrower-and-shared.md §1) in all four
 * languages, each with its figures as the language writes them, and translated: never the
 * English text copied into another language.
 */
describe('the business texts', () => {
  const cases = [
    ['notices: the fixed-rate product', notice('fixed-rate-product')],
    ['notices: the interest cap', notice('interest-cap')],
    ['notices: the new terms', notice('new-terms')],
    ['walk-through: how it works', 'walkthrough:steps.howItWorks.body'],
    ['dashboard: the investments tile', 'dashboard:tiles.investments.text'],
  ] as const;

  it.each(cases)('%s is translated in every language', (_name, key) => {
    const english = text('en', key);
    for (const language of APP_LANGUAGES) {
      if (language !== 'en') expect(text(language, key), language).not.toBe(english);
    }
  });

  it.each(APP_LANGUAGES)('%s names the product’s 19.90 % from 11.3.2021', (language) => {
    const copy = text(language, notice('fixed-rate-product'));
    expect(copy).toContain(formatPercent(FIXED_RATE_BASIS_POINTS / 10_000, language));
    expect(copy).toContain(DATES.product?.[language]);
  });

  it.each(APP_LANGUAGES)('%s names the 10.00 % cap until 30.9.2021', (language) => {
    const copy = text(language, notice('interest-cap'));
    expect(copy).toContain(formatPercent('0.10', language));
    expect(copy).toContain(DATES.cap?.[language]);
  });

  it.each(APP_LANGUAGES)('%s names the terms of 15.6.2021', (language) => {
    expect(text(language, notice('new-terms'))).toContain(DATES.terms?.[language]);
  });

  it.each(APP_LANGUAGES)(
    '%s advertises the 2.2–3.6 % return on the dashboard and the walk-through',
    (language) => {
      expect(text(language, 'dashboard:tiles.investments.text')).toContain(RETURN[language]);
      expect(text(language, 'walkthrough:steps.howItWorks.body')).toContain(RETURN[language]);
    },
  );
});
