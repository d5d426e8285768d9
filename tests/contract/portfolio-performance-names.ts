/*
 * The names Portfolio Performance's account-transaction import reads, per language, copied from
 * its source (portfolio-performance/portfolio at d26a30f6a2e27e50b803573c111f88cbe9fd4df4):
 * AccountTransaction.Type and CSVAccountTransactionExtractor's fields in their order,
 * messages*.properties (CSVColumn_*), model/labels*.properties (account.*), the locale's
 * separators (util/TextUtil.java) and its short date pattern. Apart from the app's export on
 * purpose: tests/contract/portfolio-performance-import.ts reads a file with them.
 */

export type PpLocale = 'en' | 'fi' | 'de';

/** AccountTransaction.Type, in its declaration order (EnumMapFormat tries them in this order). */
export const ACCOUNT_TYPES = [
  'DEPOSIT',
  'REMOVAL',
  'INTEREST',
  'INTEREST_CHARGE',
  'DIVIDENDS',
  'FEES',
  'FEES_REFUND',
  'TAXES',
  'TAX_REFUND',
  'BUY',
  'SELL',
  'TRANSFER_IN',
  'TRANSFER_OUT',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The extractor's fields in the order CSVAccountTransactionExtractor adds them. */
export const FIELD_CODES = [
  'date',
  'time',
  'isin',
  'ticker',
  'wkn',
  'value',
  'currency',
  'type',
  'name',
  'shares',
  'note',
  'taxes',
  'fees',
  'account',
  'account2nd',
  'portfolio',
  'gross',
  'currencyGross',
  'exchangeRate',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

interface LocaleTexts {
  /** messages*.properties, CSVColumn_* of each field */
  fields: Record<FieldCode, string>;
  /** model/labels*.properties, account.* (REMOVAL as EnumMapFormat widens it in English) */
  types: Record<AccountType, string>;
  /** DecimalFormatSymbols of the locale */
  decimalSeparator: string;
  /** TextUtil.getListSeparatorChar */
  delimiter: string;
  /** DateTimeFormatterBuilder.getLocalizedDateTimePattern(SHORT) of the locale (CLDR) */
  shortDatePattern: string;
}

export const LOCALES: Record<PpLocale, LocaleTexts> = {
  en: {
    fields: {
      date: 'Date',
      time: 'Time',
      isin: 'ISIN',
      ticker: 'Ticker Symbol',
      wkn: 'WKN',
      value: 'Value',
      currency: 'Transaction Currency',
      type: 'Type',
      name: 'Security Name',
      shares: 'Shares',
      note: 'Note',
      taxes: 'Taxes',
      fees: 'Fees',
      account: 'Cash Account',
      account2nd: 'Offset Account',
      portfolio: 'Securities Account',
      gross: 'Gross Amount',
      currencyGross: 'Currency Gross Amount',
      exchangeRate: 'Exchange Rate',
    },
    types: {
      DEPOSIT: 'Deposit',
      REMOVAL: 'Withdrawal|Removal',
      INTEREST: 'Interest',
      INTEREST_CHARGE: 'Interest Charge',
      DIVIDENDS: 'Dividend',
      FEES: 'Fees',
      FEES_REFUND: 'Fees Refund',
      TAXES: 'Taxes',
      TAX_REFUND: 'Tax Refund',
      BUY: 'Buy',
      SELL: 'Sell',
      TRANSFER_IN: 'Transfer (Inbound)',
      TRANSFER_OUT: 'Transfer (Outbound)',
    },
    decimalSeparator: '.',
    delimiter: ',',
    shortDatePattern: 'M/d/yy',
  },
  fi: {
    fields: {
      date: 'Päivämäärä',
      time: 'Aika',
      isin: 'ISIN',
      ticker: 'Osaketikkeri',
      wkn: 'WKN',
      value: 'Arvo',
      currency: 'Tapahtuman valuutta',
      type: 'Tyyppi',
      name: 'Arvopaperin nimi',
      shares: 'Osuuksia',
      note: 'Kommentti',
      taxes: 'Verot',
      fees: 'Kulut',
      account: 'Käteistili',
      account2nd: 'Vastatili',
      portfolio: 'Arvo-osuustili',
      gross: 'Määrä (brutto)',
      currencyGross: 'Valuutta (brutto)',
      exchangeRate: 'Vaihtokurssi',
    },
    types: {
      DEPOSIT: 'Talletus',
      REMOVAL: 'Nosto',
      INTEREST: 'Korko',
      INTEREST_CHARGE: 'Korkoveloitus',
      DIVIDENDS: 'Osinko',
      FEES: 'Kulut',
      FEES_REFUND: 'Kulujen hyvitys',
      TAXES: 'Verot',
      TAX_REFUND: 'Verohyvitys',
      BUY: 'Osto',
      SELL: 'Myynti',
      TRANSFER_IN: 'Siirto (saapuva)',
      TRANSFER_OUT: 'Siirto (lähtevä)',
    },
    decimalSeparator: ',',
    delimiter: ';',
    shortDatePattern: 'd.M.y',
  },
  de: {
    fields: {
      date: 'Datum',
      time: 'Uhrzeit',
      isin: 'ISIN',
      ticker: 'Ticker-Symbol',
      wkn: 'WKN',
      value: 'Wert',
      currency: 'Buchungswährung',
      type: 'Typ',
      name: 'Wertpapiername',
      shares: 'Stück',
      note: 'Notiz',
      taxes: 'Steuern',
      fees: 'Gebühren',
      account: 'Konto',
      account2nd: 'Gegenkonto',
      portfolio: 'Depot',
      gross: 'Bruttobetrag',
      currencyGross: 'Währung Bruttobetrag',
      exchangeRate: 'Wechselkurs',
    },
    types: {
      DEPOSIT: 'Einlage',
      REMOVAL: 'Entnahme',
      INTEREST: 'Zinsen',
      INTEREST_CHARGE: 'Zinsbelastung',
      DIVIDENDS: 'Dividende',
      FEES: 'Gebühren',
      FEES_REFUND: 'Gebührenerstattung',
      TAXES: 'Steuern',
      TAX_REFUND: 'Steuerrückerstattung',
      BUY: 'Kauf',
      SELL: 'Verkauf',
      TRANSFER_IN: 'Umbuchung (Eingang)',
      TRANSFER_OUT: 'Umbuchung (Ausgang)',
    },
    decimalSeparator: ',',
    delimiter: ';',
    shortDatePattern: 'dd.MM.yy',
  },
};
