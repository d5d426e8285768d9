import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '#shared/languages.ts';
import { loadLanguage } from './load-language.ts';
import { resources } from './resources.ts';

describe('loadLanguage', () => {
  it.each(APP_LANGUAGES)(
    'loads every namespace of %s, as the locale files hold them',
    async (language) => {
      expect(await loadLanguage(language)).toEqual(resources[language]);
    },
  );

  it('loads a language once', () => {
    expect(loadLanguage('sv')).toBe(loadLanguage('sv'));
  });
});
