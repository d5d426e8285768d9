/** Finnish personal identity codes (henkilötunnus): DDMMYY, century sign, 3 digits, check. */
const CHECK_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const PATTERN = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

const CENTURY_OF_SIGN: Record<string, number> = { '+': 1800, '-': 1900, A: 2000 };
for (const sign of 'UVWXY') CENTURY_OF_SIGN[sign] = 1900;
for (const sign of 'BCDEF') CENTURY_OF_SIGN[sign] = 2000;

/** The check character of the code's nine digits (birth date and individual number). */
export const ssnCheckChar = (digits: string) => CHECK_CHARS[Number(digits) % 31] ?? '0';

/** YYYY-MM-DD naming a real day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The birth date (YYYY-MM-DD) a valid code encodes, or null for an invalid code. */
export function ssnBirthDate(ssn: string): string | null {
  const match = PATTERN.exec(ssn.trim().toUpperCase());
  if (!match) return null;
  const [, day = '', month = '', year = '', sign = '', individual = '', check = ''] = match;
  if (ssnCheckChar(`${day}${month}${year}${individual}`) !== check) return null;
  const date = `${(CENTURY_OF_SIGN[sign] ?? 1900) + Number(year)}-${month}-${day}`;
  return isCalendarDate(date) ? date : null;
}

/** Whether the text is a valid Finnish personal identity code (form, date and check). */
export const isValidFinnishSsn = (ssn: string): boolean => ssnBirthDate(ssn) !== null;
