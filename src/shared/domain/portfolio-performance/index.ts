/*
 * The export for Portfolio Performance (issue 22 §2): a range of the portfolio's transactions as
 * the CSV file its account-transaction import reads without mapping a column.
 */
export { portfolioPerformanceCsv, openingValue, type PpExportInput, type PpNotes } from './csv.ts';
export { createDailyBookings, type DailyBookings, type DayBooking } from './daily-bookings.ts';
export { PP_RULES, ppRuleOf, ppTypeOf, valueChange, type PpRule } from './mapping.ts';
export {
  isPpLanguage,
  PP_IMPORT_FORMATS,
  PP_LANGUAGES,
  ppLanguageFor,
  type PpAccountType,
  type PpLanguage,
} from './pp-import-format.ts';
