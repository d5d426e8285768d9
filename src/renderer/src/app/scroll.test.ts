import { describe, expect, it } from 'vitest';
import { keepsScrollPosition } from './scroll.ts';

describe('keepsScrollPosition', () => {
  it('is true on investor dashboard paths only', () => {
    expect(keepsScrollPosition('/dashboard/investor')).toBe(true);
    expect(keepsScrollPosition('/dashboard/investor/fair-credit-portfolio')).toBe(true);
    expect(keepsScrollPosition('/dashboard/company/12/investor')).toBe(true);
    expect(keepsScrollPosition('/dashboard/company/12/investor/fair-credit-portfolio')).toBe(true);
    expect(keepsScrollPosition('/dashboard/company/12')).toBe(true);
    expect(keepsScrollPosition('/dashboard/company/12/')).toBe(true);
    expect(keepsScrollPosition('/dashboard/company/fixed-rate-portfolio/7')).toBe(true);
    expect(keepsScrollPosition('/dashboard')).toBe(false);
    expect(keepsScrollPosition('/dashboard/investors')).toBe(false);
    expect(keepsScrollPosition('/dashboard/company')).toBe(false);
    expect(keepsScrollPosition('/dashboard/companyX/12')).toBe(false);
    expect(keepsScrollPosition('/dashboard/add-company/12')).toBe(false);
    expect(keepsScrollPosition('/dashboard/profile')).toBe(false);
    expect(keepsScrollPosition('/dashboard/borrower')).toBe(false);
  });
});
