import { formatDate } from '#shared/domain/format.ts';
import type { AppLanguage } from '#shared/languages.ts';

const helsinkiTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the day (DD.MM.YYYY) and the time (24 h) in Helsinki, where the marketplace
 * keeps its days: `14.05` in Finnish, `14:05` otherwise.
 */
export function asOfParts(instant: string, language: AppLanguage): { date: string; time: string } {
  const time = helsinkiTime.format(new Date(instant));
  return { date: formatDate(instant), time: language === 'fi' ? time.replace(':', '.') : time };
}
