import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDeepLinks, disallowed, hostileLink, queryKeys } from './deep-link-check.ts';

describe('the deep-link oracle', () => {
  it('allows an allowed route with a registered state, once', () => {
    const used = new Set<string>();
    const raw = 'vertaislaina://auth/callback?code=c&state=s-1';
    const link = { kind: 'auth/callback' as const, code: 'c', state: 's-1' };
    expect(disallowed(raw, link, used)).toBeNull();
    expect(disallowed(raw, link, used)).toBe('state replayed');
  });

  it.each([
    ['https://auth/callback?state=s-2', 'scheme'],
    ['vertaislaina://auth/../auth/callback?state=s-2', 'route'],
    ['vertaislaina://auth%2Fcallback?state=s-2', 'route'],
    ['vertaislaina://auth/callback?state=s-2&st%61te=s-3', 'duplicate parameter'],
    ['vertaislaina://auth/callback?state=s-2%00', 'control character in a value'],
    ['vertaislaina://auth/callback?state=nope', 'unregistered state'],
    [`vertaislaina://auth/callback?state=s-2&x=${'a'.repeat(2100)}`, 'oversize'],
    ['vertaislaina://auth/callback?state=s-2#x', 'control character, space or fragment'],
  ])('refuses what a parser must not deliver: %s', (raw, why) => {
    const state = raw.includes('nope') ? 'nope' : raw.includes('%00') ? 's-2\u0000' : 's-2';
    expect(disallowed(raw, { kind: 'auth/callback', state }, new Set())).toBe(why);
  });

  it('reads parameter names as written, decoded', () => {
    expect(queryKeys('vertaislaina://x?st%61te=1&&code&?state=2')).toEqual([
      'state',
      'code',
      '?state',
    ]);
    expect(queryKeys('vertaislaina://x')).toEqual([]);
  });
});

describe('the hostile links', () => {
  it('are the same for the same seed, and mostly not plain allowed links', () => {
    const a = fc.sample(hostileLink, { numRuns: 200, seed: 7 });
    expect(fc.sample(hostileLink, { numRuns: 200, seed: 7 })).toEqual(a);
    const plain = a.filter((l) =>
      /^vertaislaina:\/\/(auth\/callback|tink-callback)\?state=/.test(l),
    );
    expect(plain.length).toBeLessThan(a.length / 4);
  });

  it('reach the router and its state check (some are delivered) and none is let through wrongly', () => {
    const outcome = checkDeepLinks(2000, 3);
    expect(outcome.parsed).toBeGreaterThan(0);
    expect(outcome.delivered).toBeGreaterThan(0);
    expect(outcome.outside).toBe(0);
  });
});
