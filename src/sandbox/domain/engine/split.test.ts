import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from '#shared/domain/finance/index.ts';
import { splitRepayment } from './split.ts';

describe('the repayment split', () => {
  it('splits principal and interest by outstanding principal, to the cent', () => {
    // Interest 10.01 € over 500/300/200 €: exact shares 5.005, 3.003, 2.002 €; the left-over
    // cent goes to the largest remainder. Each fee is half of the part's own interest.
    expect(splitRepayment({ principal: 10_000, interest: 1001 }, [50_000, 30_000, 20_000])).toEqual(
      [
        { principal: 5000, interest: 501, administrationFee: 250 }, // 250.5 → even 250
        { principal: 3000, interest: 300, administrationFee: 150 },
        { principal: 2000, interest: 200, administrationFee: 100 },
      ],
    );
  });

  it('rounds the 50 % fee half-even, so ties do not always favour the marketplace', () => {
    expect(splitRepayment({ principal: 0, interest: 3 }, [1])).toEqual([
      { principal: 0, interest: 3, administrationFee: 2 }, // 1.5 → 2
    ]);
    expect(splitRepayment({ principal: 0, interest: 5 }, [1])).toEqual([
      { principal: 0, interest: 5, administrationFee: 2 }, // 2.5 → 2
    ]);
  });

  it('gives equal parts the tied cents in part order', () => {
    expect(splitRepayment({ principal: 2, interest: 1 }, [100, 100, 100])).toEqual([
      { principal: 1, interest: 1, administrationFee: 0 }, // 0.5 → even 0
      { principal: 1, interest: 0, administrationFee: 0 },
      { principal: 0, interest: 0, administrationFee: 0 },
    ]);
  });

  it('always adds up, never repays a part more than it has outstanding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 100_000 }),
        (outstanding, fraction, interest) => {
          const total = outstanding.reduce((a, b) => a + b, 0);
          const principal = Math.floor(total * fraction);
          const shares = splitRepayment({ principal, interest }, outstanding);
          expect(shares.reduce((sum, s) => sum + s.principal, 0)).toBe(principal);
          expect(shares.reduce((sum, s) => sum + s.interest, 0)).toBe(interest);
          shares.forEach((share, i) => {
            expect(share.principal).toBeLessThanOrEqual(outstanding[i] ?? 0);
            expect(share.administrationFee).toBe(percentOf(share.interest, 5000));
          });
        },
      ),
    );
  });
});
