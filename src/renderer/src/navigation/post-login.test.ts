import { describe, expect, it, vi } from 'vitest';
import { PATHS } from './paths.ts';
import { afterLoginPath, normalizeBlaId } from './post-login.ts';

describe('normalizeBlaId', () => {
  it('keeps ids as strings and treats empty answers as absent', () => {
    expect(normalizeBlaId(7001)).toBe('7001');
    expect(normalizeBlaId('B-2')).toBe('B-2');
    expect(normalizeBlaId(null, 'kept')).toBe('kept');
    expect(normalizeBlaId(undefined)).toBeNull();
    expect(normalizeBlaId('', 'kept')).toBe('kept');
  });
});

describe('afterLoginPath', () => {
  it('goes to the loan application with a blaId, without using the stored path', () => {
    const take = vi.fn(() => '/dashboard/profile');
    expect(afterLoginPath('7001', take)).toBe(PATHS.loanApplication);
    expect(take).not.toHaveBeenCalled();
  });

  it('otherwise takes the stored path once, or goes to the dashboard', () => {
    expect(afterLoginPath(null, () => '/borrower/onboarding')).toBe('/borrower/onboarding');
    expect(afterLoginPath(null, () => null)).toBe('/dashboard');
  });
});
