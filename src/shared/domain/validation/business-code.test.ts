import { describe, expect, it } from 'vitest';
import { isBusinessCode } from './business-code.ts';

describe('isBusinessCode', () => {
  it('takes digits with exactly one hyphen between them', () => {
    expect(isBusinessCode('2345678-0')).toBe(true);
    expect(isBusinessCode('1-2')).toBe(true);
  });

  it('refuses an empty code, no hyphen, two hyphens, letters, spaces or a hyphen at an end', () => {
    for (const code of ['', '23456780', '234-5678-0', '234567A-0', ' 2345678-0', '2345678-0 ']) {
      expect(isBusinessCode(code), code).toBe(false);
    }
    expect(isBusinessCode('-23456780')).toBe(false);
    expect(isBusinessCode('23456780-')).toBe(false);
  });
});
