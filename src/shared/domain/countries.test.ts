import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES, sortedCountries } from './countries.ts';

const COUNTRIES = sortedCountries();

describe('the country list', () => {
  it('has 33 European countries with unique ISO codes and dial codes', () => {
    expect(COUNTRIES).toHaveLength(33);
    expect(COUNTRY_CODES.size).toBe(33);
    for (const c of COUNTRIES) {
      expect(c.iso).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,3}$/);
    }
  });

  it('puts Finland first, then the rest alphabetically', () => {
    expect(COUNTRIES[0]?.iso).toBe('FI');
    const rest = COUNTRIES.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest.slice(0, 3)).toEqual(['Austria', 'Belgium', 'Bulgaria']);
  });

  it('sorts by localized names in the given language, Finland still first', () => {
    const finnish: Record<string, string> = { SE: 'Ruotsi', DE: 'Saksa', AT: 'Itävalta' };
    const sorted = sortedCountries((c) => finnish[c.iso] ?? c.name, 'fi');
    expect(sorted[0]?.iso).toBe('FI');
    const codes = sorted.map((c) => c.iso);
    expect(codes.indexOf('AT')).toBeLessThan(codes.indexOf('SE'));
    expect(codes.indexOf('SE')).toBeLessThan(codes.indexOf('DE'));
  });

  it('builds no Intl collator when loaded (the first one costs milliseconds of the app start)', async () => {
    vi.resetModules();
    const construct = vi.spyOn(Intl, 'Collator');
    try {
      await import('./countries.ts');
      expect(construct).not.toHaveBeenCalled();
    } finally {
      construct.mockRestore();
    }
  });
});
