/**
 * Removes secrets and personal identifiers from anything about to be logged or put into a
 * diagnostics file. Over-redacting is cheap (a support engineer sees `[redacted]`); a token or a
 * social security number on disk is not, so the patterns err on the wide side.
 */

export const REDACTED = '[redacted]';

/** Object keys whose value is always withheld, whatever it looks like. */
const SECRET_KEY =
  /^(?:authorization|cookie|set-cookie|password|passwd|secret|token|access_?token|refresh_?token|id_?token|api_?key|code|sms_?code|otp|pin|verification_?code|ssn|hetu|personal_?(?:id|code|identity_?code)|identity_?code|social_?security_?number|iban|account_?number|bban|phone|phone_?number|mobile|gsm)$/i;

/** A program's error code (`ENOSPC`, `ERR_NETWORK`) under a `code` key is kept: it is no secret. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{2,}$/;

/** In that order: a wider pattern must not first eat half of a narrower one. */
type Replacement = string | ((match: string, ...groups: string[]) => string);

const TEXT_RULES: ReadonlyArray<readonly [RegExp, Replacement]> = [
  // `Authorization: Bearer …` and `Bearer …` anywhere.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/|]+=*/gi, `$1 ${REDACTED}`],
  // JWT-like: three base64url parts, the first one a JSON header (`eyJ`).
  [/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  // Laravel Sanctum personal access tokens: `<id>|<40 characters>`.
  [/\b\d+\|[A-Za-z0-9]{20,}/g, REDACTED],
  // Secret-bearing query parameters, in URLs or form bodies.
  [
    /([?&;#]\s*(?:code|token|access_token|refresh_token|id_token|state|otp|pin|password|sms_code|ssn)=)[^&#\s"'<>]*/gi,
    `$1${REDACTED}`,
  ],
  // `code: 1234`, `"code":"1234"`, `password=hunter2` in free text (e.g. a serialized body).
  [
    /(["']?\b(?:code|sms_?code|otp|pin|password|token|access_?token|secret|verification_?code)["']?\s*[:=]\s*["']?)(?!\[redacted\])([^"',\s&}\]]+)/gi,
    (_match, label = '', value = '') => (ERROR_CODE.test(value) ? label + value : label + REDACTED),
  ],
  // Finnish personal identity code (henkilötunnus): DDMMYY, century sign, NNN, check character.
  [/\b(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])\d{2}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]\b/gi, REDACTED],
  // IBAN: country, check digits, 11–30 alphanumerics, with or without the usual spaces.
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g, REDACTED],
  // International phone numbers (+358 40 123 4567, 00358…).
  [/(?:\+|\b00)\d{1,3}[\s-]?\(?\d\)?(?:[\s-]?\d){5,13}\b/g, REDACTED],
  // Finnish mobile numbers in national form (040 123 4567, 050-1234567, 0451234567).
  [/\b0(?:4\d|50)[\s-]?\d{3}[\s-]?\d{2}(?:[\s-]?\d){0,4}\b/g, REDACTED],
  // E-mail addresses: personal data, and a login name.
  [/\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g, REDACTED],
  // Any other long opaque run of letters and digits (API keys, session ids).
  [/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g, REDACTED],
];

export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TEXT_RULES) {
    out =
      typeof replacement === 'string'
        ? out.replace(pattern, replacement)
        : out.replace(pattern, replacement);
  }
  return out;
}

/** True when the value under `key` must not be logged (an error's `code: 'ENOSPC'` may). */
export function isSecretEntry(key: string, value: unknown): boolean {
  if (!SECRET_KEY.test(key)) return false;
  return !(/^code$/i.test(key) && typeof value === 'string' && ERROR_CODE.test(value));
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
