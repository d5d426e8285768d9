import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEEP_LINK_RULES,
  MAX_DEEP_LINK_LENGTH,
  deepLinkQuery,
  parseDeepLink,
  redactDeepLink,
  requiresRegisteredState,
} from './deep-links-parse.ts';
import type { DeepLinkKind } from './deep-links.ts';

const KINDS = Object.keys(DEEP_LINK_RULES) as DeepLinkKind[];

describe('parseDeepLink: allowed routes', () => {
  it.each([
    [
      'vertaislaina://auth/callback?code=abc&state=s1&session_state=ss&status=ok',
      { kind: 'auth/callback', code: 'abc', state: 's1', session_state: 'ss', status: 'ok' },
    ],
    ['vertaislaina:///auth/callback?state=s1', { kind: 'auth/callback', state: 's1' }],
    [
      'vertaislaina://tink-callback?code=c&state=s2',
      { kind: 'tink-callback', code: 'c', state: 's2' },
    ],
    ['vertaislaina://tink-callback/?state=s2', { kind: 'tink-callback', state: 's2' }],
    ['vertaislaina://onfido/redirect?state=srv', { kind: 'onfido/redirect', state: 'srv' }],
    ['VERTAISLAINA://auth/callback?state=x', { kind: 'auth/callback', state: 'x' }],
  ])('%s', (raw, expected) => {
    expect(parseDeepLink(raw)).toEqual(expected);
  });

  it('decodes percent-encoded values', () => {
    expect(parseDeepLink('vertaislaina://auth/callback?state=a%2Bb%20c&error=x%26y')).toEqual({
      kind: 'auth/callback',
      state: 'a+b c',
      error: 'x&y',
    });
  });

  it('drops parameters outside the route allowlist', () => {
    expect(parseDeepLink('vertaislaina://onfido/redirect?state=s&token=steal&code=1')).toEqual({
      kind: 'onfido/redirect',
      state: 's',
    });
  });
});

describe('parseDeepLink: hostile input', () => {
  it.each([
    ['', 'scheme'],
    ['https://vertaislaina.fi/auth/callback?state=s', 'scheme'],
    ['vertaislaina:auth/callback?state=s', 'scheme'],
    ['vertaislainax://auth/callback?state=s', 'scheme'],
    ['javascript://auth/callback?state=s', 'scheme'],
    ['vertaislaina://auth/callback?state=s#frag', 'fragment'],
    ['vertaislaina://auth/callback#?state=s', 'fragment'],
    ['vertaislaina://user:pw@auth/callback?state=s', 'credentials'],
    ['vertaislaina://@auth/callback?state=s', 'credentials'],
    ['vertaislaina://auth:443/callback?state=s', 'port'],
    ['vertaislaina://auth/callback?state=a&state=b', 'duplicate-parameter'],
    ['vertaislaina://auth/callback?state=a&junk=1&junk=2', 'duplicate-parameter'],
    ['vertaislaina://auth/callback?code=1', 'missing-parameter'],
    ['vertaislaina://auth/callback?state=', 'missing-parameter'],
    ['vertaislaina://onfido/redirect', 'missing-parameter'],
    ['vertaislaina://auth/callback?state=a%0Ab', 'control-character'],
    ['vertaislaina://auth/callback?state=a\nb', 'control-character'],
    ['vertaislaina://auth/callback?state=a b', 'control-character'],
    ['vertaislaina://auth/x/../callback?state=s', 'route'],
    ['vertaislaina://auth/./callback?state=s', 'route'],
    ['vertaislaina://auth//callback?state=s', 'route'],
    ['vertaislaina://auth/callback//?state=s', 'route'],
    ['vertaislaina://%61uth/callback?state=s', 'route'],
    ['vertaislaina://auth/callback%2f?state=s', 'route'],
    ['vertaislaina://AUTH/callback?state=s', 'route'],
    ['vertaislaina://auth/callbackx?state=s', 'route'],
    ['vertaislaina://auth?state=s', 'route'],
    ['vertaislaina://kreditz?state=s', 'route'],
    // The embedded frame's outcome comes as its messages, never as a link (deep-links.ts).
    ['vertaislaina://kreditz/success?state=s', 'route'],
    ['vertaislaina://kreditz/failure?state=s', 'route'],
    ['vertaislaina://constructor?state=s', 'route'],
    ['vertaislaina://__proto__?state=s', 'route'],
    ['vertaislaina://auth\\callback?state=s', 'malformed'],
  ])('%j → unknown (%s)', (raw, reason) => {
    expect(parseDeepLink(raw)).toEqual({ kind: 'unknown', reason });
  });

  it('caps the length', () => {
    const base = 'vertaislaina://auth/callback?state=';
    expect(parseDeepLink(base + 'a'.repeat(MAX_DEEP_LINK_LENGTH - base.length)).kind).toBe(
      'auth/callback',
    );
    expect(parseDeepLink(base + 'a'.repeat(MAX_DEEP_LINK_LENGTH - base.length + 1))).toEqual({
      kind: 'unknown',
      reason: 'too-long',
    });
  });

  it('never throws and never yields a kind outside the union for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
        const parsed = parseDeepLink(raw);
        expect(['unknown', ...KINDS]).toContain(parsed.kind);
      }),
      { numRuns: 2000 },
    );
  });

  it('is unknown for any route outside the allowlist', () => {
    const route = fc
      .array(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }), {
        minLength: 1,
        maxLength: 3,
      })
      .map((parts) => parts.join('/'))
      .filter((r) => !KINDS.includes(r.replace(/^\/|\/$/g, '') as DeepLinkKind));
    fc.assert(
      fc.property(route, (r) => {
        expect(parseDeepLink(`vertaislaina://${r}?state=s`).kind).toBe('unknown');
      }),
      { numRuns: 2000 },
    );
  });

  it('is unknown for hostile prefixes on allowed routes', () => {
    const junk = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), junk, (kind, j) => {
        const hostile = [
          `vertaislaina://${j}@${kind}?state=s`,
          `vertaislaina://${kind}#${j}?state=s`,
          `${j}vertaislaina://${kind}?state=s`,
        ];
        for (const raw of hostile) expect(parseDeepLink(raw).kind).toBe('unknown');
      }),
    );
  });
});

describe('parseDeepLink: round trip', () => {
  const value = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter(
    // eslint-disable-next-line no-control-regex
    (v) => !/[\u0000-\u001f\u007f-\u009f]/.test(v),
  );

  it('delivers exactly the allowed parameters it was given, decoded', () => {
    const link = fc.constantFrom(...KINDS).chain((kind) =>
      fc
        .record(Object.fromEntries(DEEP_LINK_RULES[kind].params.map((p) => [p, value])), {
          requiredKeys: [...DEEP_LINK_RULES[kind].required],
        })
        .map((params) => ({ kind, params })),
    );
    fc.assert(
      fc.property(link, ({ kind, params }) => {
        const raw = `vertaislaina://${kind}?${new URLSearchParams(params).toString()}`;
        fc.pre(raw.length <= MAX_DEEP_LINK_LENGTH);
        const parsed = parseDeepLink(raw);
        expect(parsed).toEqual({ kind, ...params });
        if (parsed.kind === 'unknown') return;
        expect(parseDeepLink(`vertaislaina://${parsed.kind}${deepLinkQuery(parsed)}`)).toEqual(
          parsed,
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('helpers', () => {
  it('redacts the query and fragment for logging', () => {
    expect(redactDeepLink('vertaislaina://evil/path?token=secret#x')).toBe(
      'vertaislaina://evil/path',
    );
    expect(redactDeepLink('vertaislaina://a\u0000b#secret')).toBe('vertaislaina://a?b');
    expect(redactDeepLink('x'.repeat(500))).toHaveLength(100);
  });

  it('builds a stable query for the renderer', () => {
    expect(deepLinkQuery({ kind: 'tink-callback', state: 's', code: 'a b' })).toBe(
      '?code=a+b&state=s',
    );
    expect(deepLinkQuery({ kind: 'onfido/redirect', state: 'x' })).toBe('?state=x');
  });

  it('requires a registered state for bank callbacks only', () => {
    expect(KINDS.filter(requiresRegisteredState)).toEqual(['auth/callback', 'tink-callback']);
  });
});
