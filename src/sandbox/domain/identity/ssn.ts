import { ssnCheckChar } from '#shared/domain/ssn.ts';

/** Finnish personal identity codes: the validation is shared with the app's forms. */
export { isCalendarDate, ssnBirthDate } from '#shared/domain/ssn.ts';

/** The code of someone born on `birthDate` (YYYY-MM-DD) with a 3-digit individual number. */
export function finnishSsn(birthDate: string, individualNumber: string): string {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  const century = Number(year.slice(0, 2));
  const sign = century === 18 ? '+' : century === 19 ? '-' : 'A';
  const digits = `${day}${month}${year.slice(2)}${individualNumber}`;
  return `${day}${month}${year.slice(2)}${sign}${individualNumber}${ssnCheckChar(digits)}`;
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
