/**
 * A number, or an amount as the app writes money (`-€1 234.56`, `-1 234,56 €`): only digits,
 * spaces, separators and the euro sign, so nothing a spreadsheet would run even with a minus.
 */
const PLAIN_AMOUNT = /^-?€?\d[\d\u00a0\u202f ]*([.,]\d+)?[\u00a0 ]?€?$/;

/**
 * A field as RFC 4180 wants it (with the file's delimiter), and never a formula a spreadsheet
 * would run (CSV injection): a value starting with =, +, -, @, a tab or a carriage return is
 * prefixed with ' unless it is a plain amount (`-1+1` is a formula, `-12.50` is not).
 */
export function csvField(value: string, delimiter: ',' | ';' = ','): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_AMOUNT.test(value) ? `'${value}` : value;
  const needsQuotes = safe.includes(delimiter) || /["\r\n]/.test(safe);
  return needsQuotes ? `"${safe.replaceAll('"', '""')}"` : safe;
}
