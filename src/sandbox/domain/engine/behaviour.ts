import type { Behaviour } from './types.ts';

/**
 * How a simulated borrower pays one installment, decided from the loan's behaviour and seed
 * alone, so a replay of the same days pays the same way (no Math.random, no stored draws):
 * - punctual: every installment on its due date;
 * - tardy: about half on time, the rest 1–45 days late, so some cross the 14- and 28-day
 *   reminders but none reaches debt collection at 60;
 * - defaulter: the first `seed mod 3` installments on time, then nothing ever again;
 * - unpaid: nothing (a real user's loan left unpaid through the control API, borrower-loans.ts).
 */
export type PaymentDecision =
  { kind: 'on-time' } | { kind: 'late'; days: number } | { kind: 'never' };

/** The latest a tardy borrower pays, in days after the due date. */
export const TARDY_MAX_DAYS_LATE = 45;

// A 32-bit integer hash (the finaliser of MurmurHash3) of the seed and the installment number:
// nearby seeds and numbers give unrelated values.
export function mix(seed: number, n: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(n | 0, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function paymentDecision(
  behaviour: Behaviour,
  seed: number,
  installmentNumber: number,
): PaymentDecision {
  switch (behaviour) {
    case 'punctual':
      return { kind: 'on-time' };
    case 'tardy': {
      const draw = mix(seed, installmentNumber);
      if (draw % 2 === 0) return { kind: 'on-time' };
      return { kind: 'late', days: 1 + (Math.floor(draw / 2) % TARDY_MAX_DAYS_LATE) };
    }
    case 'defaulter':
      return installmentNumber <= Math.abs(seed % 3) ? { kind: 'on-time' } : { kind: 'never' };
    case 'unpaid':
      return { kind: 'never' };
  }
}
