import type { IsoDate } from '#shared/domain/finance/index.ts';

/**
 * The instant a day's events are booked at: 10:00 UTC is noon in Helsinki in winter and 13:00 in
 * summer, so the booking always falls on that Finnish calendar day, and every event of a day
 * shares one instant (their order is the entries' ids).
 */
export function bookingInstant(day: IsoDate): Date {
  return new Date(`${day}T10:00:00.000Z`);
}
