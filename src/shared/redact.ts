/**
 * Removes secrets and personal identifiers from anything about to be logged: main's log and
 * diagnostics, and the sandbox's request log. Over-redacting is cheap (a support engineer sees
 * `[redacted]`); a token or a social security number on disk is not, so the patterns err on the
 * wide side. Two ways, both applied everywhere:
 * - by key: the whole value under a secret key goes, in objects and in text (JSON, query strings,
 *   form bodies, header lines, `key: value`), whatever the value looks like;
 * - by shape: tokens, personal identity codes, IBANs, phone numbers and e-mail addresses go
 *   wherever they stand, and so does anything percent-encoded that decodes to a secret.
 */

export const REDACTED = '[redacted]';

/** Key names compared without case or separators: `newPassword` and `new_password` alike. */
const normalise = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Any key naming one of these is a secret (`new_password`, `password_confirmation`, …). */
const SECRET_KEY_PART =
  /password|passwd|passphrase|secret|token|authorization|cookie|apikey|credential|sessionid|csrf/;
/** Keys that are secrets as a whole word only (a `business_code` or a `status` is not). */
const SECRET_KEY =
  /^(?:code|smscode|verificationcode|otp|otpcode|pin|pincode|state|nonce|ssn|hetu|personalid|personalcode|personalidentitycode|identitycode|socialsecuritynumber|nationalid|passportnumber|taxidentificationnumber|iban|bban|accountnumber|phone|phonenumber|mobile|mobilephone|gsm|email|emailaddress)$/;
/** And keys ending so: `session_state`, `mobile_phone`, `contact_email`, `payer_iban`. */
const SECRET_KEY_END = /(?:state|phone|phonenumber|email|iban|ssn|hetu)$/;

/** A program's error code (`ENOSPC`, `ERR_NETWORK`) under a `code` key is kept: it is no secret. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{2,}$/;

export function isSecretKey(key: string): boolean {
  const name = normalise(key);
  return SECRET_KEY_PART.test(name) || SECRET_KEY.test(name) || SECRET_KEY_END.test(name);
}

/** True when the value under `key` must not be logged (an error's `code: 'ENOSPC'` may). */
export function isSecretEntry(key: string, value: unknown): boolean {
  if (!isSecretKey(key)) return false;
  return !(normalise(key) === 'code' && typeof value === 'string' && ERROR_CODE.test(value));
}

/**
 * `key<separator>value` in text: `key` matches the key (its group 1) and the separator, preceded
 * by what may stand before a key; `value` is where the value ends. A key inside a value that is
 * kept is still looked at (`next=/cb?code=1234`, `note: sms code: 1234`).
 */
interface KeyedRule {
  key: RegExp;
  value: RegExp;
}

const keyed = (key: string, value: string): KeyedRule => ({
  key: new RegExp(key, 'g'),
  value: new RegExp(value, 'y'),
});

/** A key in text: letters, digits and the usual separators. */
const KEY = String.raw`([A-Za-z][A-Za-z0-9_.\-]*)`;

/** In that order: a header line's whole value before the `key: value` of free text. */
const KEYED_RULES: readonly KeyedRule[] = [
  // Header lines: the whole rest of the line (`Authorization: Bearer …`, `Cookie: a=1; b=2`).
  keyed(String.raw`(?<=^|[\r\n][ \t]*)${KEY}[ \t]*:[ \t]*`, String.raw`[^\r\n]*`),
  // JSON and JS object text: `"key": "the whole string"`, `"key": 1234`.
  keyed(String.raw`(?<=["'])${KEY}["']\s*:\s*"`, String.raw`(?:[^"\\]|\\.)*`),
  // The same once escaped inside a JSON string: `\"key\":\"value\"`.
  keyed(String.raw`(?<=\\["'])${KEY}\\["']\s*:\s*\\"`, String.raw`(?:(?!\\")[\s\S])*`),
  keyed(String.raw`(?<=\\?["'])${KEY}\\?["']\s*:\s*`, String.raw`[^"\\\s,}\]]+`),
  // Query strings and form bodies: up to the next parameter.
  keyed(String.raw`(?<=[?&;#])${KEY}=`, String.raw`[^&#?\s"'<>]*`),
  // `key=value` in text, which may hold spaces: to the line's end or the next separator.
  keyed(String.raw`(?<=^|[\s"'({,])${KEY}=`, String.raw`[^&?\r\n,;"'<>)]*`),
  // `sms code: 1234`, `password: correct horse battery staple` in free text: to the line's end
  // or the next separator.
  keyed(String.raw`(?<=^|[\s({,;])${KEY}\s*:\s*`, String.raw`[^\r\n,;&}\]"]+`),
];

function redactKeyed(text: string, rule: KeyedRule): string {
  const keys = new RegExp(rule.key);
  const values = new RegExp(rule.value);
  let out = '';
  let from = 0;
  for (let match = keys.exec(text); match !== null; match = keys.exec(text)) {
    const start = match.index + match[0].length;
    values.lastIndex = start;
    const value = values.exec(text)?.[0] ?? '';
    const key = match[1] ?? '';
    // Empty, already withheld, or not a secret's: look on right after the separator.
    if (value.trim() === '' || value.trimStart().startsWith(REDACTED.slice(0, -1))) continue;
    if (!isSecretEntry(key, value.trim())) continue;
    out += text.slice(from, start) + REDACTED;
    from = start + value.length;
    keys.lastIndex = Math.max(from, keys.lastIndex);
  }
  return out + text.slice(from);
}

type ShapeRule = readonly [RegExp, string];
const shape = (pattern: RegExp, replacement = REDACTED): ShapeRule => [pattern, replacement];

/** Narrow before wide: a wider pattern must not first eat half of a narrower one. */
const SHAPE_RULES: readonly ShapeRule[] = [
  // A path parameter that is a secret: the identification state of an Onfido retry link.
  shape(/(\/retry\/onfido\/)[^/?#\s"'<>]+/gi, `$1${REDACTED}`),
  // `Bearer …` and `Basic …` anywhere.
  shape(/\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/|]+=*/gi, `$1 ${REDACTED}`),
  // JWT-like: three base64url parts, the first one a JSON header (`eyJ`).
  shape(/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g),
  // Laravel Sanctum personal access tokens: `<id>|<40 characters>`.
  shape(/\b\d+\|[A-Za-z0-9]{20,}/g),
  // Finnish personal identity code (henkilötunnus): DDMMYY, century sign, NNN, check character.
  shape(/\b(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])\d{2}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]\b/gi),
  // IBAN in any case: country, check digits, then groups of four with or without spaces.
  shape(/\b[A-Za-z]{2}\d{2}(?:[ ]?[A-Za-z0-9]{4}){2,7}(?:[ ]?[A-Za-z0-9]{1,3})?\b/g),
  // International phone numbers (+358 40 123 4567, 00358…, and 358… without the plus).
  shape(/(?:\+|\b00)\d{1,3}[\s-]?\(?\d\)?(?:[\s-]?\d){5,13}\b/g),
  shape(/\b358(?:[\s-]?\d){6,11}\b/g),
  // Finnish numbers in national form (040 123 4567, 050-1234567, 09 1234 567).
  shape(/\b0\d(?:[\s-]?\d){5,10}\b/g),
  // E-mail addresses: personal data, and a login name.
  shape(/\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g),
  // Any other long opaque run of letters and digits (API keys, session ids).
  shape(/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g),
];

function redactPlain(text: string): string {
  let out = text;
  for (const rule of KEYED_RULES) out = redactKeyed(out, rule);
  for (const [pattern, replacement] of SHAPE_RULES) out = out.replace(pattern, replacement);
  return out;
}

/** A run of text holding percent-escapes (`%3Fcode%3D1234`, `maija%40example.fi`). */
const ENCODED_RUN = /[^\s"'<>]*%[0-9A-Fa-f]{2}[^\s"'<>]*/g;
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/** Decodes what decodes (twice-encoded too); a malformed escape stays as it is. */
function percentDecode(text: string): string {
  let out = text;
  for (let round = 0; round < 3; round++) {
    const next = out.replace(ESCAPES, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Every secret in free text becomes `[redacted]`; encoded ones are decoded to be found. */
export function redactText(text: string): string {
  // Encoded runs first: a plain rule could match half of one and hide the rest from its decoding.
  const decodedSecrets = text.replace(ENCODED_RUN, (run) => {
    const decoded = percentDecode(run);
    if (decoded === run) return run;
    const redacted = redactPlain(decoded);
    return redacted === decoded ? run : redacted;
  });
  return redactPlain(decodedSecrets);
}

const MAX_DEPTH = 8;

/**
 * A JSON-safe deep copy with every string redacted, values under secret keys withheld, errors
 * turned into `{ name, message, stack, cause }`, cycles and excessive depth cut.
 */
export function redactValue(value: unknown): unknown {
  return walk(value, 0, new WeakSet());
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'bigint') return redactText(value.toString());
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return undefined;
  }
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  try {
    if (value instanceof Error) return walkError(value, depth, seen);
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1, seen) ?? null);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const safeKey = redactText(key);
      out[safeKey] = isSecretEntry(key, item) ? REDACTED : walk(item, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

function walkError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: redactText(error.name),
    message: redactText(error.message),
  };
  if (error.stack !== undefined) out['stack'] = redactText(error.stack);
  // An axios or Node error carries its request (headers, body) and code here.
  for (const [key, item] of Object.entries(error)) {
    if (key in out) continue;
    out[redactText(key)] = isSecretEntry(key, item) ? REDACTED : walk(item, depth + 1, seen);
  }
  if (error.cause !== undefined) out['cause'] = walk(error.cause, depth + 1, seen);
  return out;
}
