import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The secrets a run handed out or received (tokens, SMS and identification codes, identification
 * states, SSNs, passwords), appended as JSON lines to a file of their own, so that a check can
 * later search the run's logs for the values themselves (`npm run check:robustness`). Only for a
 * test run that asks for it ($SANDBOX_SECRET_RECORD); the file is never a log and never shipped.
 */
const SECRET_KEYS =
  /^(token|access_token|refresh_token|code|sms_code|state|session_state|ssn|password|new_password|password_confirmation)$/i;

/** What the request log answers instead of a secret (request-log.ts): not a secret itself. */
const PLACEHOLDER = /^\[redacted\]$/i;

/** Every string or number under a secret key, at any depth, but a redaction placeholder. */
export function secretValues(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) secretValues(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (SECRET_KEYS.test(key) && (typeof field === 'string' || typeof field === 'number')) {
        if (String(field) !== '' && !PLACEHOLDER.test(String(field))) found.add(String(field));
      } else secretValues(field, found);
    }
  }
  return found;
}

/** The secret query parameters of a URL or path (`/p?state=…`). */
export function secretsInUrl(url: string, found: Set<string> = new Set()): Set<string> {
  const query = url.indexOf('?');
  if (query === -1) return found;
  return secretValues(Object.fromEntries(new URLSearchParams(url.slice(query + 1))), found);
}

function parsed(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** With a file path, records the secrets of every request and answer; without one, nothing. */
export function registerSecretRecord(app: FastifyInstance, filePath: string | undefined): void {
  if (!filePath) return;
  mkdirSync(dirname(filePath), { recursive: true });
  app.addHook('onSend', async (request, reply, payload) => {
    const found = new Set<string>();
    secretValues([request.query, request.body, request.params, parsed(payload)], found);
    secretsInUrl(request.url, found);
    const location = reply.getHeader('location');
    if (typeof location === 'string') secretsInUrl(location, found);
    if (found.size > 0) {
      const path = request.url.split('?')[0] ?? '';
      appendFileSync(filePath, `${JSON.stringify({ path, values: [...found] })}\n`);
    }
    return payload;
  });
}
