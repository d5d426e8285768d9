import { describe, expect, it } from 'vitest';
import { TARDY_MAX_DAYS_LATE, paymentDecision } from './behaviour.ts';

describe('borrower behaviour', () => {
  it('a punctual borrower pays every installment on its due date', () => {
    for (let n = 1; n <= 60; n += 1)
      expect(paymentDecision('punctual', 7, n)).toEqual({ kind: 'on-time' });
  });

  it('a tardy borrower pays some on time and the rest 1–45 days late, the same on every replay', () => {
    const decisions = Array.from({ length: 200 }, (_, i) => paymentDecision('tardy', 42, i + 1));
    expect(decisions).toEqual(
      Array.from({ length: 200 }, (_, i) => paymentDecision('tardy', 42, i + 1)),
    );
    const late = decisions.flatMap((d) => (d.kind === 'late' ? [d.days] : []));
    expect(decisions.some((d) => d.kind === 'on-time')).toBe(true);
    expect(late.length).toBeGreaterThan(50);
    expect(Math.min(...late)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...late)).toBeLessThanOrEqual(TARDY_MAX_DAYS_LATE);
    expect(decisions.some((d) => d.kind === 'never')).toBe(false);
  });

  it('a defaulter pays the first seed mod 3 installments, then never', () => {
    expect(paymentDecision('defaulter', 0, 1)).toEqual({ kind: 'never' });
    expect(paymentDecision('defaulter', 2, 2)).toEqual({ kind: 'on-time' });
    expect(paymentDecision('defaulter', 2, 3)).toEqual({ kind: 'never' });
    expect(paymentDecision('defaulter', 5, 9)).toEqual({ kind: 'never' });
  });
});
