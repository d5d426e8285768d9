import { beforeEach, describe, expect, it } from 'vitest';
import { trackPageView, trackSignup } from './analytics.ts';

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
