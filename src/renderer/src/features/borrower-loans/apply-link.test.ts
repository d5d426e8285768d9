import { describe, expect, it } from 'vitest';
import { applyForLoanLink } from './apply-link.ts';

describe('applyForLoanLink', () => {
  it('opens the apply page in fi at the root, en and sv; German readers get English', () => {
    expect(applyForLoanLink('fi')).toBe('https://www.vertaislaina.fi/hae-lainaa');
    expect(applyForLoanLink('en')).toBe('https://www.vertaislaina.fi/en/apply-for-a-loan');
    expect(applyForLoanLink('sv')).toBe('https://www.vertaislaina.fi/sv/ansok-om-lan');
    expect(applyForLoanLink('de')).toBe('https://www.vertaislaina.fi/en/apply-for-a-loan');
  });
});
