import { beforeEach, describe, expect, it } from 'vitest';
import { trackPageView, trackSignup } from './analytics.ts';
import { keepsScrollPosition } from './scroll.ts';

describe('trackPageView', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('pushes page_view for named paths only', () => {
    expect(trackPageView('/login/sms/code')).toBe(true);
    expect(trackPageView('/dashboard/')).toBe(true);
    expect(trackPageView('/dashboard/profile')).toBe(false);
    expect(trackPageView('/login')).toBe(false);
    expect(window.dataLayer).toEqual([
      { event: 'page_view', path: '/login/sms/code' },
      { event: 'page_view', path: '/dashboard' },
    ]);
  });
});

describe('trackSignup', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('records the signup event once', () => {
    expect(trackSignup()).toBe(true);
    expect(trackSignup()).toBe(false);
    expect(window.dataLayer).toEqual([{ event: 'sign_up' }]);
  });
});

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
