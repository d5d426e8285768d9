import { sortedCountries, type Country } from '#shared/domain/countries.ts';
import type { AppLanguage } from '#shared/languages.ts';

export interface CountryOption {
  iso: string;
  /** The country's name in the interface language. */
  label: string;
  dialCode: string;
}

const cache = new Map<AppLanguage, readonly CountryOption[]>();

/**
 * The country list of forms and the profile: the spec's 33 countries named in the interface language
 * (Intl.DisplayNames, English name as the fallback), Finland first, then alphabetical in that
 * language. Built once per language.
 */
export function countryOptions(language: AppLanguage): readonly CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const nameOf = (country: Country) => names?.of(country.iso) ?? country.name;
  const options = sortedCountries(nameOf, language).map((country) => ({
    iso: country.iso,
    label: nameOf(country),
    dialCode: country.dialCode,
  }));
  cache.set(language, options);
  return options;
}
