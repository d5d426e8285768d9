/*
 * What Portfolio Performance's CSV import of account transactions ("Account Transactions",
 * CSVAccountTransactionExtractor) reads without manual column mapping, in each language
 * Portfolio Performance runs in that the app also speaks. Read from the importer's source,
 * portfolio-performance/portfolio at commit d26a30f6a2e27e50b803573c111f88cbe9fd4df4
 * (name.abuchen.portfolio/src/name/abuchen/portfolio/):
 * - column names: `CSVColumn_*` in messages.properties, messages_fi.properties and
 *   messages_de.properties. CSVImporter.mapToImportDefinition matches a header to a field only
 *   by the field's name in Portfolio Performance's own language (upper-cased, spaces dropped,
 *   Ä/Ö/Ü/ß spelled out), so the file's language must be Portfolio Performance's;
 * - type names: `account.*` in model/labels.properties, labels_fi and labels_de
 *   (AccountTransaction.Type#toString), matched by CSVImporter.EnumMapFormat case-insensitively;
 * - numbers: CSVImporter.AmountFormat with the decimal separator of Portfolio Performance's
 *   locale (TextUtil.DECIMAL_SEPARATOR): '.' in English, ',' in Finnish and German; any other
 *   '.', ',' or space is skipped, so the separator must be the locale's and no grouping is used;
 * - the field delimiter the import starts with: TextUtil.getListSeparatorChar, ';' where the
 *   decimal separator is ',' and ',' otherwise;
 * - dates: CSVImporter.DateField guesses the pattern from the first value; "yyyy-MM-dd" is the
 *   first of its patterns that reads a date without a time, in every locale;
 * - the value: its sign is not read (CSVAccountTransactionExtractor takes Math.abs), the type
 *   says the direction; debits are written negative as Portfolio Performance's own CSVExporter
 *   writes them.
 * Portfolio Performance has no Swedish translation: Swedish readers get the English file.
 */

/** The languages of Portfolio Performance the export writes (it has no Swedish). */
export const PP_LANGUAGES = ['en', 'fi', 'de'] as const;
export type PpLanguage = (typeof PP_LANGUAGES)[number];

/** The account transaction types the export uses (AccountTransaction.Type). */
export type PpAccountType =
  'DEPOSIT' | 'REMOVAL' | 'INTEREST' | 'INTEREST_CHARGE' | 'FEES' | 'FEES_REFUND';

/** The types that take money out of the account (AccountTransaction.Type#isDebit). */
export const PP_DEBIT_TYPES: ReadonlySet<PpAccountType> = new Set([
  'REMOVAL',
  'INTEREST_CHARGE',
  'FEES',
]);

/** The columns the export writes, in the order of Portfolio Performance's own CSV export. */
export const PP_COLUMNS = ['date', 'type', 'value', 'currency', 'note'] as const;
export type PpColumn = (typeof PP_COLUMNS)[number];

export interface PpImportFormat {
  /** CSVColumn_Date, CSVColumn_Type, CSVColumn_Value, CSVColumn_TransactionCurrency, CSVColumn_Note */
  headers: Readonly<Record<PpColumn, string>>;
  types: Readonly<Record<PpAccountType, string>>;
  decimalSeparator: '.' | ',';
  delimiter: ',' | ';';
}

export const PP_IMPORT_FORMATS: Readonly<Record<PpLanguage, PpImportFormat>> = {
  en: {
    headers: {
      date: 'Date',
      type: 'Type',
      value: 'Value',
      currency: 'Transaction Currency',
      note: 'Note',
    },
    types: {
      DEPOSIT: 'Deposit',
      REMOVAL: 'Withdrawal',
      INTEREST: 'Interest',
      INTEREST_CHARGE: 'Interest Charge',
      FEES: 'Fees',
      FEES_REFUND: 'Fees Refund',
    },
    decimalSeparator: '.',
    delimiter: ',',
  },
  fi: {
    headers: {
      date: 'Päivämäärä',
      type: 'Tyyppi',
      value: 'Arvo',
      currency: 'Tapahtuman valuutta',
      note: 'Kommentti',
    },
    types: {
      DEPOSIT: 'Talletus',
      REMOVAL: 'Nosto',
      INTEREST: 'Korko',
      INTEREST_CHARGE: 'Korkoveloitus',
      FEES: 'Kulut',
      FEES_REFUND: 'Kulujen hyvitys',
    },
    decimalSeparator: ',',
    delimiter: ';',
  },
  de: {
    headers: {
      date: 'Datum',
      type: 'Typ',
      value: 'Wert',
      currency: 'Buchungswährung',
      note: 'Notiz',
    },
    types: {
      DEPOSIT: 'Einlage',
      REMOVAL: 'Entnahme',
      INTEREST: 'Zinsen',
      INTEREST_CHARGE: 'Zinsbelastung',
      FEES: 'Gebühren',
      FEES_REFUND: 'Gebührenerstattung',
    },
    decimalSeparator: ',',
    delimiter: ';',
  },
};

export const isPpLanguage = (language: string): language is PpLanguage =>
  (PP_LANGUAGES as readonly string[]).includes(language);

/** The file's language for an interface language: its own where Portfolio Performance has it. */
export const ppLanguageFor = (language: string): PpLanguage =>
  isPpLanguage(language) ? language : 'en';
