import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-links.ts';

describe('deepLinkPath', () => {
  it('routes each deep link with its fields as the query', () => {
    expect(deepLinkPath({ kind: 'auth/callback', code: 'c 1', state: 's' })).toBe(
      '/auth/callback?code=c+1&state=s',
    );
    expect(deepLinkPath({ kind: 'onfido/redirect', state: 'x' })).toBe('/onfido/redirect?state=x');
    expect(deepLinkPath({ kind: 'tink-callback', code: 'c', state: 's' })).toBe(
      '/tink-callback?code=c&state=s',
    );
  });
});
