/** A calendar day as seen in Finland: year, month (1–12) and day of the month. */
export interface HelsinkiDay {
  year: number;
  month: number;
  day: number;
}

let formatter: Intl.DateTimeFormat | undefined;

/**
 * Built on first use and kept: an `Intl.DateTimeFormat` with a time zone costs tens of
 * milliseconds the first time, which at module load lands in the app's start.
 */
function helsinkiFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return formatter;
}

/** The calendar day in Finland (Europe/Helsinki) at an instant. */
export function helsinkiDay(instant: Date): HelsinkiDay {
  const parts = helsinkiFormatter().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
