import type { IsoDate } from '#shared/domain/finance/index.ts';

/** Sort order of things on days (ISO dates compare as text); Array.sort keeps a day's order. */
export const byDay = (a: { day: IsoDate }, b: { day: IsoDate }): number =>
  a.day < b.day ? -1 : a.day > b.day ? 1 : 0;
