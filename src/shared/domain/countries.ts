/**
 * The 33 European countries offered in forms (borrower-and-shared.md §3 "Other": name, dial code
 * and ISO code, Finland first then alphabetical): the EU's 27, the other EEA states (Iceland,
 * Liechtenstein, Norway), Switzerland, the United Kingdom and Monaco. Names are English; the
 * renderer shows localized names (Intl.DisplayNames) and sorts them in the user's language,
 * Finland first.
 */
export interface Country {
  iso: string;
  dialCode: string;
  name: string;
}

const LIST: readonly Country[] = [
  { iso: 'FI', dialCode: '+358', name: 'Finland' },
  { iso: 'AT', dialCode: '+43', name: 'Austria' },
  { iso: 'BE', dialCode: '+32', name: 'Belgium' },
  { iso: 'BG', dialCode: '+359', name: 'Bulgaria' },
  { iso: 'HR', dialCode: '+385', name: 'Croatia' },
  { iso: 'CY', dialCode: '+357', name: 'Cyprus' },
  { iso: 'CZ', dialCode: '+420', name: 'Czechia' },
  { iso: 'DK', dialCode: '+45', name: 'Denmark' },
  { iso: 'EE', dialCode: '+372', name: 'Estonia' },
  { iso: 'FR', dialCode: '+33', name: 'France' },
  { iso: 'DE', dialCode: '+49', name: 'Germany' },
  { iso: 'GR', dialCode: '+30', name: 'Greece' },
  { iso: 'HU', dialCode: '+36', name: 'Hungary' },
  { iso: 'IS', dialCode: '+354', name: 'Iceland' },
  { iso: 'IE', dialCode: '+353', name: 'Ireland' },
  { iso: 'IT', dialCode: '+39', name: 'Italy' },
  { iso: 'LV', dialCode: '+371', name: 'Latvia' },
  { iso: 'LI', dialCode: '+423', name: 'Liechtenstein' },
  { iso: 'LT', dialCode: '+370', name: 'Lithuania' },
  { iso: 'LU', dialCode: '+352', name: 'Luxembourg' },
  { iso: 'MT', dialCode: '+356', name: 'Malta' },
  { iso: 'MC', dialCode: '+377', name: 'Monaco' },
  { iso: 'NL', dialCode: '+31', name: 'Netherlands' },
  { iso: 'NO', dialCode: '+47', name: 'Norway' },
  { iso: 'PL', dialCode: '+48', name: 'Poland' },
  { iso: 'PT', dialCode: '+351', name: 'Portugal' },
  { iso: 'RO', dialCode: '+40', name: 'Romania' },
  { iso: 'SK', dialCode: '+421', name: 'Slovakia' },
  { iso: 'SI', dialCode: '+386', name: 'Slovenia' },
  { iso: 'ES', dialCode: '+34', name: 'Spain' },
  { iso: 'SE', dialCode: '+46', name: 'Sweden' },
  { iso: 'CH', dialCode: '+41', name: 'Switzerland' },
  { iso: 'GB', dialCode: '+44', name: 'United Kingdom' },
];

export const DEFAULT_COUNTRY = 'FI';

/** Finland first, then alphabetical by `nameOf` (English names by default). */
export function sortedCountries(
  nameOf: (country: Country) => string = (c) => c.name,
  locale = 'en',
): Country[] {
  const collator = new Intl.Collator(locale);
  const [finland, ...rest] = LIST as [Country, ...Country[]];
  return [finland, ...[...rest].sort((a, b) => collator.compare(nameOf(a), nameOf(b)))];
}

export const COUNTRY_CODES: ReadonlySet<string> = new Set(LIST.map((c) => c.iso));
