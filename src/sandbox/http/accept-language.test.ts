import { describe, expect, it } from 'vitest';
import { preferredApiLanguage } from './accept-language.ts';

describe('preferredApiLanguage', () => {
  it.each([
    ['en', 'en'],
    ['se', 'se'],
    ['sv-FI', 'se'],
    ['fi-FI,fi;q=0.9,en;q=0.8', 'fi'],
    ['fr, de;q=0.5, en;q=0.7', 'en'],
    ['en;q=0, de', 'de'],
  ])('%s → %s', (header, expected) => {
    expect(preferredApiLanguage(header)).toBe(expected);
  });

  it.each([[undefined], [''], ['fr, es'], ['*']])('%s → null', (header) => {
    expect(preferredApiLanguage(header)).toBeNull();
  });
});
