import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from './error-catalogue.ts';
import { ERROR_CATALOGUE } from './error-catalogue.ts';
import { needles, unreached, type Locales } from './catalogue-scan.ts';

const entry = (over: Partial<CatalogueEntry>): CatalogueEntry => ({
  name: 'x',
  spec: 'investor §8',
  keys: [],
  literals: [],
  ...over,
});

const en: Locales = {
  withdraw: { COLLECT_FUNDS_MAX_AMOUNT: 'The maximum amount is {{amount}}.' },
  errors: { serverError: 'We could not process your request.', short: 'Oops' },
};
const fi: Locales = { errors: { serverError: 'Emme voineet käsitellä pyyntöäsi.' } };

describe('the error catalogue scan', () => {
  it('searches the key, the code and the text before any interpolation, in every language', () => {
    expect(needles(entry({ keys: ['withdraw:COLLECT_FUNDS_MAX_AMOUNT'] }), [en])).toEqual([
      'withdraw:COLLECT_FUNDS_MAX_AMOUNT',
      'withdraw.COLLECT_FUNDS_MAX_AMOUNT',
      'COLLECT_FUNDS_MAX_AMOUNT',
      'The maximum amount is',
    ]);
    expect(needles(entry({ keys: ['errors:serverError'] }), [en, fi])).toEqual([
      'errors:serverError',
      'errors.serverError',
      'We could not process your request.',
      'Emme voineet käsitellä pyyntöäsi.',
    ]);
  });

  it('leaves out texts too short to mean anything', () => {
    expect(needles(entry({ keys: ['errors:short'] }), [en])).toEqual([
      'errors:short',
      'errors.short',
    ]);
  });

  it('lists the entries no test text contains', () => {
    const a = entry({ name: 'a', literals: ['SCA_AUTH_FAILED'] });
    const b = entry({ name: 'b', keys: ['errors:serverError'] });
    const c = entry({ name: 'c', literals: ['NEVER_TESTED'] });
    const tests = [
      "expect(x).toBe('SCA_AUTH_FAILED')",
      "getByText('Emme voineet käsitellä pyyntöäsi.')",
    ];
    expect(unreached([a, b, c], [en, fi], tests).map((e) => e.name)).toEqual(['c']);
  });

  it('names a spec section beside every entry', () => {
    for (const e of ERROR_CATALOGUE) expect(e.spec).toMatch(/(borrower-and-shared|investor) §[58]/);
  });
});
