import type { Cents } from '#shared/domain/finance/index.ts';

/**
 * How far an autosell has come (investor.md §4): (requested − remaining) ÷ requested, in whole
 * percent (rounded down, so 100 % means done), between 0 and 100; 0 when nothing is requested.
 */
export function autosellProgressPercent(requestedCents: Cents, remainingCents: Cents): number {
  if (requestedCents <= 0) return 0;
  const collected = Math.min(Math.max(requestedCents - remainingCents, 0), requestedCents);
  return Math.floor((collected * 100) / requestedCents);
}
