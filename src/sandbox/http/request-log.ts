import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { redactText, redactValue } from '#shared/redact.ts';

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
 * The entry with every secret withheld by the app's own log redaction (src/shared/redact.ts):
 * values under secret keys (passwords, tokens, SMS and identification codes and states, SSNs,
 * passport and tax numbers, phone numbers, e-mail addresses, IBANs) and secrets by shape, in the
 * path as in the query and the body: the Onfido retry link carries its state as a path
 * parameter. Keys stay (the contract check reads them). Authorization headers are not logged.
 */
export function redactRequest(entry: LoggedRequest): LoggedRequest {
  return {
    method: entry.method,
    path: redactText(entry.path),
    query: redactValue(entry.query),
    body: redactValue(entry.body) ?? null,
  };
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
      const safe = redactRequest(entry);
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
