import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export interface LoggedRequest {
  method: string;
  path: string;
  query: unknown;
  body: unknown;
}

export interface RequestLog {
  record(entry: LoggedRequest): void;
  entries(): LoggedRequest[];
  clear(): void;
}

/** Keeps a demo running for days from growing without bound. */
const MAX_ENTRIES = 10_000;
/**
 * Fields whose values are secrets or personal data: passwords and tokens, one-time SMS and
 * identification codes and the identification `state`, SSNs, passport and tax numbers. Keys stay
 * (the contract check reads them), values go. Authorization headers are not logged at all.
 */
const SECRET_FIELDS =
  /^(password|token|access_token|refresh_token|code|sms_code|state|session_state|ssn|passport_number|tax_identification_number)$/i;

/** The value with every secret field's value replaced, at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELDS.test(key) ? '[redacted]' : redact(field),
    ]),
  );
}

/**
 * The API requests this instance received, in memory for GET /__sandbox/requests and, with a
 * file path, appended to that file as JSON lines (never cleared, shared by instances).
 */
export function createRequestLog(filePath?: string): RequestLog {
  let entries: LoggedRequest[] = [];
  if (filePath) mkdirSync(dirname(filePath), { recursive: true });
  return {
    record(entry) {
      const safe = { ...entry, query: redact(entry.query), body: redact(entry.body) };
      entries.push(safe);
      if (entries.length > MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES);
      if (filePath) appendFileSync(filePath, `${JSON.stringify(safe)}\n`);
    },
    entries: () => [...entries],
    clear() {
      entries = [];
    },
  };
}
