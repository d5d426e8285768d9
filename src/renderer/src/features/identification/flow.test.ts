import { describe, expect, it } from 'vitest';
import { afterRegistration } from './flow.ts';

describe('afterRegistration', () => {
  it.each([
    [{ goal: 'investor', foreign: false, blaId: null }, '/onboarding/investor/aml'],
    [{ goal: 'borrower', foreign: true, blaId: null }, '/onboarding/investor/aml'],
    [{ goal: 'investor', foreign: false, blaId: 'B1' }, '/onboarding/investor/aml'],
    [{ goal: 'borrower', foreign: false, blaId: 'B1' }, '/dashboard/borrower/loan-application'],
    [{ goal: 'borrower', foreign: false, blaId: null }, '/dashboard'],
    [{ goal: null, foreign: false, blaId: null }, '/dashboard'],
  ] as const)('%j → %s', (result, path) => {
    expect(afterRegistration(result)).toBe(path);
  });
});
