/**
 * The pure half of the logs check: the secrets a run used (from its secret record) and where
 * any of them appears in a text. Long values are searched as they are and percent-encoded; short
 * ones (four-digit SMS codes) only where a value starts (after `"`, `=` or `/`) and ends, so a
 * year in a timestamp is not taken for a code.
 */
import { z } from 'zod';

const recordLine = z.object({ path: z.string(), values: z.array(z.string()) });
const SHORT = 8;
const MIN = 4;

/** What a log writes instead of a secret (redact.ts, request-log.ts): a placeholder, no secret. */
const PLACEHOLDER = /^\[redacted\]$/i;

/**
 * The distinct values of a secret record (JSON lines); values under MIN characters are noise,
 * and a placeholder is what a redacted log answered (the request log read back), not a secret.
 */
export function recordedSecrets(text: string): string[] {
  const values = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    for (const value of recordLine.parse(JSON.parse(line)).values)
      if (value.length >= MIN && !PLACEHOLDER.test(value)) values.add(value);
  }
  return [...values];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `secret` occurs in `text`: the character offsets. */
export function occurrences(secret: string, text: string): number[] {
  const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
  const pattern =
    secret.length < SHORT
      ? new RegExp(`(?<=["=/])(?:${[...forms].map(escaped).join('|')})(?![\\w-])`, 'g')
      : new RegExp([...forms].map(escaped).join('|'), 'g');
  return [...text.matchAll(pattern)].map((match) => match.index);
}

export interface Leak {
  source: string;
  /** The secret, shortened, and the text around it (to judge a false alarm). */
  excerpt: string;
}

const shortened = (secret: string) =>
  secret.length <= 6 ? secret : `${secret.slice(0, 3)}…${secret.slice(-2)}`;

/** Every secret found in every source. */
export function findLeaks(
  secrets: readonly string[],
  sources: ReadonlyArray<{ name: string; text: string }>,
): Leak[] {
  const leaks: Leak[] = [];
  for (const source of sources) {
    for (const secret of secrets) {
      for (const at of occurrences(secret, source.text)) {
        const around = source.text.slice(Math.max(0, at - 30), at).replace(/\s+/g, ' ');
        leaks.push({ source: source.name, excerpt: `${shortened(secret)} after "${around}"` });
      }
    }
  }
  return leaks;
}
