/** Finnish personal identity codes (henkilötunnus): DDMMYY, century sign, 3 digits, check. */
const CHECK_CHARS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const PATTERN = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

const CENTURY_OF_SIGN: Record<string, number> = { '+': 1800, '-': 1900, A: 2000 };
for (const sign of 'UVWXY') CENTURY_OF_SIGN[sign] = 1900;
for (const sign of 'BCDEF') CENTURY_OF_SIGN[sign] = 2000;

const checkChar = (digits: string) => CHECK_CHARS[Number(digits) % 31] ?? '0';

/** The code of someone born on `birthDate` (YYYY-MM-DD) with a 3-digit individual number. */
export function finnishSsn(birthDate: string, individualNumber: string): string {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  const century = Number(year.slice(0, 2));
  const sign = century === 18 ? '+' : century === 19 ? '-' : 'A';
  const digits = `${day}${month}${year.slice(2)}${individualNumber}`;
  return `${day}${month}${year.slice(2)}${sign}${individualNumber}${checkChar(digits)}`;
}

/** The birth date (YYYY-MM-DD) a valid code encodes, or null for an invalid code. */
export function ssnBirthDate(ssn: string): string | null {
  const match = PATTERN.exec(ssn.trim().toUpperCase());
  if (!match) return null;
  const [, day = '', month = '', year = '', sign = '', individual = '', check = ''] = match;
  if (checkChar(`${day}${month}${year}${individual}`) !== check) return null;
  const date = `${(CENTURY_OF_SIGN[sign] ?? 1900) + Number(year)}-${month}-${day}`;
  return isCalendarDate(date) ? date : null;
}

/** YYYY-MM-DD naming a real day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whole years between a birth date and `at` (UTC calendar). */
export function ageOn(birthDate: string, at: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const age = at.getUTCFullYear() - year;
  const hadBirthday =
    at.getUTCMonth() + 1 > month || (at.getUTCMonth() + 1 === month && at.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}

export const ADULT_AGE = 18;
export const isAdult = (birthDate: string, at: Date) => ageOn(birthDate, at) >= ADULT_AGE;
