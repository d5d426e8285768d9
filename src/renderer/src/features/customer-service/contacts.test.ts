import { describe, expect, it } from 'vitest';
import { audienceOfPath, customerServicePhone } from './contacts.ts';

describe('the customer-service number by audience', () => {
  it.each([
    '/dashboard/investor',
    '/dashboard/investor/withdraw',
    '/dashboard/company/c-1',
    '/dashboard/company/fixed-rate-portfolio',
    '/onboarding/investor',
    '/onboarding/company/c-1',
    '/investor/aml',
    '/foreign-investor/provide-details',
    '/restricted/investor/fixed-rate-portfolio',
  ])('%s is an investor page with the investor number', (path) => {
    expect(customerServicePhone(audienceOfPath(path))).toBe('+358 9 4245 2000');
  });

  it.each([
    '/',
    '/login',
    '/dashboard/borrower',
    '/dashboard/borrower/loan-application',
    '/dashboard/profile',
    '/restricted/borrower',
    '/customer-service',
    '/investorish',
    '/dashboard/investors',
  ])('%s is another page with the general number', (path) => {
    expect(customerServicePhone(audienceOfPath(path))).toBe('+358 9 4245 1000');
  });
});
