import { describe, expect, it } from 'vitest';
import { parseLoanRequest } from './loan-request.ts';

describe('parseLoanRequest (1–20 000 €, 1–84 months)', () => {
  it('accepts whole euros and months at the limits', () => {
    expect(parseLoanRequest('1', '1')).toEqual({ ok: true, value: { amount: 1, terms: 1 } });
    expect(parseLoanRequest(' 20000 ', '84')).toEqual({
      ok: true,
      value: { amount: 20000, terms: 84 },
    });
  });

  it.each([
    ['0', '12', ['amount']],
    ['20001', '12', ['amount']],
    ['1500.5', '12', ['amount']],
    ['', '12', ['amount']],
    ['1500', '0', ['term']],
    ['1500', '85', ['term']],
    ['abc', '-3', ['amount', 'term']],
  ])('refuses amount %s and term %s', (amount, term, fields) => {
    const result = parseLoanRequest(amount, term);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(fields);
  });
});
