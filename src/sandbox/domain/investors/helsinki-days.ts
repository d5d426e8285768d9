import { addDays, type IsoDate } from '#shared/domain/finance/dates.ts';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Helsinki',
  timeZoneName: 'longOffset',
});

/** Helsinki's offset from UTC in minutes at an instant ("GMT+03:00" → 180). */
function helsinkiOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a Helsinki calendar day starts (midnight is never inside a DST change there). */
export function helsinkiDayStart(date: IsoDate): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - helsinkiOffsetMinutes(utcMidnight) * 60_000);
}

/**
 * The instants of a range of Helsinki calendar days, both days included, as [from, to): the
 * investor endpoints' from_date and to_date (YYYY-MM-DD) read as the days a Finnish user means.
 */
export function helsinkiDays(fromDate: IsoDate, toDate: IsoDate): { from: Date; to: Date } {
  return { from: helsinkiDayStart(fromDate), to: helsinkiDayStart(addDays(toDate, 1)) };
}
