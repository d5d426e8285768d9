import { describe, expect, it } from 'vitest';
import { updatePolicyFor } from './policy.ts';

describe('updatePolicyFor', () => {
  it('runs the policy’s feed, with or without a built-in one', () => {
    const feed = { kind: 'feed', url: 'https://updates.example/desktop/' } as const;
    expect(updatePolicyFor(feed, null)).toEqual({ mode: 'feed', url: feed.url });
    expect(updatePolicyFor(feed, 'https://built.in/')).toEqual({ mode: 'feed', url: feed.url });
  });

  it('never checks when the policy says off, even with a built-in feed', () => {
    expect(updatePolicyFor({ kind: 'off' }, 'https://built.in/')).toEqual({ mode: 'off' });
  });

  it('without a policy, uses the build’s feed, and checks nothing when the build has none', () => {
    expect(updatePolicyFor({ kind: 'builtIn' }, 'https://built.in/')).toEqual({
      mode: 'feed',
      url: 'https://built.in/',
    });
    expect(updatePolicyFor({ kind: 'builtIn' }, null)).toEqual({ mode: 'off' });
  });
});
