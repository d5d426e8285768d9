import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactText, redactValue } from './redact.ts';

/**
 * Secrets hidden in random text and random objects, written every way a log meets them: 0 leaks.
 * Secret words use consonants only and the filler words all have vowels, so a leaked piece of a
 * secret can only come from the secret itself (never from filler, a key or `[redacted]`).
 */

const CONSONANTS = [...'bcdfghjklmnpqrstvwxz'];
const word = fc.string({ unit: fc.constantFrom(...CONSONANTS), minLength: 6, maxLength: 10 });
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const anyCase = (text: string, upper: boolean[]) =>
  [...text].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c.toLowerCase())).join('');
const FILLER = ['loan', 'paid', 'sum', 'the', 'ok', 'fee', 'euro', 'due', 'late', 'plan', 'info'];
const SEPARATORS = [' ', '\n', ', ', '; ', ' - ', '\t', ' (', ') '];

/** Values that are secret only because of their key: a passphrase, a state, an SMS code. */
const keyedValue = fc.oneof(
  fc
    .array(fc.tuple(word, fc.constantFrom(' ', ' ', '-', '_', '.', '!', '*')), {
      minLength: 1,
      maxLength: 4,
    })
    .map((parts) =>
      parts
        .map(([w, s]) => w + s)
        .join('')
        .trim(),
    ),
  digits(4, 6),
);
const SECRET_KEYS = [
  'password',
  'new_password',
  'password_confirmation',
  'newPassword',
  'state',
  'session_state',
  'code',
  'sms_code',
  'token',
  'access_token',
  'otp',
  'pin',
  'secret',
];

/** Secrets by shape, each in the forms people and programs write them. */
const b64 = fc.string({
  unit: fc.constantFrom(
    ...CONSONANTS,
    ...CONSONANTS.map((c) => c.toUpperCase()),
    ...'0123456789-_',
  ),
  minLength: 8,
  maxLength: 40,
});
const jwt = fc.tuple(b64, b64, b64).map(([a, b, c]) => `eyJ${a}.${b}.${c}`);
const bearer = b64.map((t) => `Bearer ${t}`);
const opaque = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'abcdefXYZ0123456789'), minLength: 32 }),
    digits(1, 1),
  )
  .map(([t, d]) => `k${d}${t}`);
const hetu = fc
  .tuple(
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 1, max: 12 }),
    digits(2, 2),
    fc.constantFrom(...'-+ABCDEFUVWXY'),
    digits(3, 3),
    fc.constantFrom(...'0123456789ABCDEFHJKLMNPRSTUVWXY'),
  )
  .map(
    ([d, m, y, sign, n, check]) =>
      `${String(d).padStart(2, '0')}${String(m).padStart(2, '0')}${y}${sign}${n}${check}`,
  );
const iban = fc
  .tuple(
    fc.constantFrom('FI', 'SE', 'DE', 'EE'),
    digits(2, 2),
    // No vowels, as in the secret words: with A-F a secret could end in FEE, a filler word.
    fc.string({ unit: fc.constantFrom(...'0123456789BCDFGH'), minLength: 14, maxLength: 26 }),
    fc.boolean(),
    fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
  )
  .map(([country, check, rest, spaced, upper]) => {
    const compact = anyCase(`${country}${check}${rest}`, upper);
    return spaced ? (compact.match(/.{1,4}/g) ?? []).join(' ') : compact;
  });
const phone = fc
  .tuple(
    fc.constantFrom('+358', '358', '00358', '0'),
    fc.constantFrom('40', '50', '44', '45', '9'),
    digits(6, 7),
    fc.constantFrom('', ' ', '-'),
  )
  .map(([prefix, area, number, sep]) => {
    const national = `${area}${sep}${number.slice(0, 3)}${sep}${number.slice(3)}`;
    return prefix === '0' ? `0${national}` : `${prefix}${sep === '-' ? ' ' : sep}${national}`;
  });
const email = fc
  .tuple(word, word, fc.constantFrom('fi', 'com', 'eu'))
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);
const shaped = fc.oneof(jwt, bearer, opaque, hetu, iban, phone, email);

/** The pieces a leak would show: every run of 3+ letters or digits of the secret. */
const pieces = (secret: string): string[] =>
  secret
    .replace(/^Bearer /, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((piece) => piece.length >= 3);
const leaks = (output: string, secret: string): string[] => {
  const rest = output.replaceAll('[redacted]', ' ').toLowerCase();
  return pieces(secret).filter((piece) => rest.includes(piece.toLowerCase()));
};

const filler = fc
  .array(fc.tuple(fc.constantFrom(...FILLER), fc.constantFrom(...SEPARATORS)), { maxLength: 12 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

/** A keyed secret written in text the ways a log meets it. */
const keyedCarrier = fc
  .tuple(fc.constantFrom(...SECRET_KEYS), keyedValue, fc.integer({ min: 0, max: 7 }))
  .map(([key, value, how]) => {
    const form = new URLSearchParams({ lang: 'fi', [key]: value, amount: '10' }).toString();
    const carriers = [
      JSON.stringify({ amount: 10, [key]: value, ok: true }),
      JSON.stringify(JSON.stringify({ nested: { [key]: value } })),
      `app://api.example.fi/cb?${form}`,
      form,
      `app://app.example/next?to=${encodeURIComponent(`/cb?${form}`)}`,
      `${key}: ${value}\nnext line`,
      `error: ${key}=${value} was refused`,
      `{ ${key}: '${value}' }`,
    ];
    return { secret: value, text: carriers[how] ?? '' };
  });

/** A shaped secret as it stands, in a URL, or percent-encoded. */
const shapedCarrier = fc.tuple(shaped, fc.integer({ min: 0, max: 3 })).map(([secret, how]) => {
  const carriers = [
    secret,
    `"${secret}"`,
    `app://api.example.fi/x?note=${encodeURIComponent(secret)}&lang=fi`,
    `<${secret}>`,
  ];
  return { secret, text: carriers[how] ?? secret };
});

const hidden = fc
  .tuple(filler, fc.oneof(keyedCarrier, shapedCarrier), filler, fc.constantFrom(...SEPARATORS))
  .map(([before, { secret, text }, after, sep]) => ({
    secret,
    text: `${before}${sep}${text}${sep}${after}`,
  }));

describe('redaction, as a property', () => {
  it('leaves no piece of a secret hidden anywhere in random text', () => {
    fc.assert(
      fc.property(hidden, ({ secret, text }) => {
        expect(leaks(redactText(text), secret)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves no piece of a secret hidden anywhere in a random object', () => {
    const safeKey = fc.constantFrom('data', 'items', 'note', 'body', 'config', 'detail', 'list');
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        filler,
        fc.constantFrom(true, false, null),
        fc.dictionary(safeKey, tie('node'), { maxKeys: 3 }),
        fc.array(tie('node'), { maxLength: 3 }),
      ),
    })).node;
    const placed = fc.tuple(
      tree,
      fc.array(safeKey, { maxLength: 5 }),
      fc.oneof(
        fc
          .tuple(fc.constantFrom(...SECRET_KEYS), keyedValue)
          .map(([key, value]) => ({ key, secret: value, value: value })),
        hidden.map(({ secret, text }) => ({ key: 'note', secret, value: text })),
      ),
    );
    fc.assert(
      fc.property(placed, ([root, path, { key, secret, value }]) => {
        const top: Record<string, unknown> = { root };
        let at = top;
        for (const step of path) {
          const next: Record<string, unknown> = { filler: 'loan paid' };
          at[step] = next;
          at = next;
        }
        at[key] = value;
        expect(leaks(JSON.stringify(redactValue(top)), secret)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
