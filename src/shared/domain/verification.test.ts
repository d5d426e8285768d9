import { describe, expect, it } from 'vitest';
import { verificationState } from './verification.ts';

describe('verificationState (foreign verification codes)', () => {
  it('maps the foreign verification codes', () => {
    expect(verificationState(0)).toBe('success');
    for (const code of [2, 4, 6]) expect(verificationState(code)).toBe('rejected');
    for (const code of [1, 3, 5, 7, -1, null]) {
      expect(verificationState(code)).toBe('processing');
    }
  });
});
