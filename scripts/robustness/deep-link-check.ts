/**
 * Hostile `vertaislaina://` links through the real parser and main's router (with its callback
 * state store), judged by an oracle written independently of the parser: a delivered link must
 * name an allowed route exactly, carry no duplicate parameter, no control character, fit the
 * length cap, and (bank callbacks) consume a state this app registered, once.
 */
import fc from 'fast-check';
import { parseDeepLink } from '#shared/deep-links-parse.ts';
import type { DeepLink } from '#shared/deep-links.ts';
import { createCallbackStateStore } from '../../src/main/deep-links/callback-states.ts';
import { createDeepLinkRouter } from '../../src/main/deep-links/router.ts';
import { silentLogger } from '../../src/main/log.ts';

const ROUTES = ['auth/callback', 'tink-callback', 'onfido/redirect'] as const;
/** States the check registers, as the app does before sending the user to a bank. */
export const REGISTERED_STATES = ['s-1', 's-2', 's-3', 's-4'] as const;
const MAX_LENGTH = 2048;

const trickRoute = fc.constantFrom(
  'auth',
  'callback',
  'auth/callback/',
  '/auth/callback',
  'auth//callback',
  'auth/./callback',
  'auth/callback/..',
  'x/../auth/callback',
  '%61uth/callback',
  'auth%2Fcallback',
  'auth%252Fcallback',
  'AUTH/CALLBACK',
  'Tink-Callback',
  'аuth/callback', // Cyrillic а
  'auth/callback.evil.example',
  'auth.evil.example/callback',
  'evil@auth/callback',
  'user:pw@auth/callback',
  'auth:443/callback',
  'kreditz/success',
  'kreditz/failure',
  'onfido/redirect/../../auth/callback',
  'tink-callback%00',
  'ｔink-callback', // full-width t
  '127.0.0.1/auth/callback',
  '',
);
// Half the links start as an allowed route, so the tricks are tried on what would pass.
const route = fc.oneof(fc.constantFrom(...ROUTES), trickRoute);
const trickScheme = fc.constantFrom(
  'vertaislaina:///',
  'VERTAISLAINA://',
  'vertaislaina:',
  'vertaislaina:/',
  'vertaislaina:\\\\',
  'http://',
  'https://',
  'javascript://',
  'file:///',
  'vertaislaina-evil://',
  'xvertaislaina://',
  ' vertaislaina://',
  'vertaislaina%3A//',
);
const scheme = fc.oneof(fc.constant('vertaislaina://'), trickScheme);
const nasty = fc.constantFrom(
  '\u0000',
  '\n',
  '\r',
  '\t',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u200b',
  ' ',
  '%00',
  '%0a',
  '%0d%0a',
  '#',
  '%23',
  '\\',
  '../',
  '%2e%2e/',
  '&',
  '=',
  '?',
);
const value = fc.oneof(
  fc.constantFrom(...REGISTERED_STATES, 'unknown-state', '', 'c0de', 'x'.repeat(3000)),
  fc.string({ maxLength: 12 }),
  fc.tuple(fc.constantFrom(...REGISTERED_STATES), nasty).map(([s, n]) => s + n),
  fc.tuple(nasty, fc.constantFrom(...REGISTERED_STATES)).map(([n, s]) => n + s),
);
const key = fc.constantFrom(
  'state',
  'state',
  'code',
  'session_state',
  'status',
  'error',
  'STATE',
  'st%61te',
  'state[]',
  'redirect',
  'url',
  '',
);
const query = fc
  .array(fc.tuple(key, value), { maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
const suffix = fc.oneof(
  fc.constant(''),
  nasty,
  fc.constantFrom('#frag', '#', '/', '//', '?', '&state=s-1'),
);

/** One hostile link: a scheme, a route, a query and mutations from the list of known tricks. */
export const hostileLink: fc.Arbitrary<string> = fc
  .tuple(scheme, route, query, suffix, fc.nat({ max: 5 }), nasty, fc.nat({ max: 200 }))
  .map(([s, r, q, tail, mutation, inserted, at]) => {
    let link = `${s}${r}${q === '' ? '' : `?${q}`}${tail}`;
    if (mutation === 1) link = link.slice(0, at) + inserted + link.slice(at); // anywhere
    if (mutation === 2) link = `${link}&${q}`; // every parameter twice
    if (mutation === 3) link = link.padEnd(MAX_LENGTH + 1 + at, 'a'); // oversize
    if (mutation === 4) link = link.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
    return link;
  });

/** The raw route as written: text between `scheme://` and the query, one slash each end off. */
function rawRoute(raw: string): string {
  const rest = raw.slice('vertaislaina://'.length);
  const q = rest.indexOf('?');
  let r = q === -1 ? rest : rest.slice(0, q);
  if (r.startsWith('/')) r = r.slice(1);
  if (r.endsWith('/')) r = r.slice(0, -1);
  return r;
}

/** The query's parameter names as written, decoded (`st%61te` is `state`); `?x` stays `?x`. */
export function queryKeys(raw: string): string[] {
  const at = raw.indexOf('?');
  if (at === -1) return [];
  return raw
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const name = (pair.split('=')[0] ?? '').replace(/\+/g, ' ');
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    });
}

/** Why a delivered link should not have been delivered, or null when it was allowed. */
export function disallowed(raw: string, link: DeepLink, usedStates: Set<string>): string | null {
  if (raw.length > MAX_LENGTH) return 'oversize';
  if (!raw.toLowerCase().startsWith('vertaislaina://')) return 'scheme';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f#]/.test(raw)) return 'control character, space or fragment';
  if (!(ROUTES as readonly string[]).includes(rawRoute(raw))) return 'route';
  if (rawRoute(raw) !== link.kind) return 'route differs from the kind';
  const keys = queryKeys(raw);
  if (new Set(keys).size !== keys.length) return 'duplicate parameter';
  for (const field of Object.values(link)) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f]/.test(field)) return 'control character in a value';
  }
  if (link.kind !== 'onfido/redirect') {
    const state = link.state ?? '';
    if (!(REGISTERED_STATES as readonly string[]).includes(state)) return 'unregistered state';
    if (usedStates.has(state)) return 'state replayed';
    usedStates.add(state);
  }
  return null;
}

export interface DeepLinkOutcome {
  links: number;
  /** Links the parser read as an allowed route (before the state check). */
  parsed: number;
  delivered: number;
  /** Delivered links outside the allowlist, with the first few examples. */
  outside: number;
  examples: string[];
}

/** `count` links from `seed` through main's router; every link delivered is judged. */
export function checkDeepLinks(count: number, seed: number): DeepLinkOutcome {
  const links = fc.sample(hostileLink, { numRuns: count, seed });
  const states = createCallbackStateStore(() => 0);
  for (const state of REGISTERED_STATES) states.expect(state);
  const router = createDeepLinkRouter(states, silentLogger);
  const used = new Set<string>();
  let current = '';
  let delivered = 0;
  const examples: string[] = [];
  let outside = 0;
  router.ready((link) => {
    delivered += 1;
    const why = disallowed(current, link, used);
    if (why === null) return;
    outside += 1;
    if (examples.length < 5) examples.push(`${why}: ${JSON.stringify(current.slice(0, 120))}`);
  });
  let parsed = 0;
  for (const raw of links) {
    current = raw;
    if (parseDeepLink(raw).kind !== 'unknown') parsed += 1;
    router.receive(raw);
  }
  return { links: links.length, parsed, delivered, outside, examples };
}
