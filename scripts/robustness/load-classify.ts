/**
 * Whether a sandbox answer is one the spec's error catalogue names (borrower-and-shared §8,
 * investor §8): 401, 403 for terms not signed or no such user, 422 with a field errors map, and the known
 * messages the app maps to a text. 5xx, unknown statuses, unknown messages and failed
 * connections are outside it.
 */
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import { NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { USER_NOT_FOUND } from '../../src/sandbox/routes/auth.ts';

export type Verdict = 'ok' | 'catalogue' | 'outside';

/** Status → the messages the catalogue names for it (any message for 401). */
const KNOWN: Record<number, readonly string[] | 'any'> = {
  401: 'any',
  // Terms not signed; and an SMS login for a phone with no user ("user does not exist").
  403: [TERMS_NOT_SIGNED_MESSAGE, USER_NOT_FOUND],
  400: [NOT_ENOUGH_MONEY_MESSAGE],
};

function message(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' ? body.message : undefined;
}

export function classify(status: number | null, body: unknown): Verdict {
  if (status === null) return 'outside';
  if (status >= 200 && status <= 299) return 'ok';
  if (status === 422)
    return typeof body === 'object' && body !== null && 'errors' in body ? 'catalogue' : 'outside';
  const known = KNOWN[status];
  if (known === 'any') return 'catalogue';
  const text = message(body);
  return known !== undefined && text !== undefined && known.includes(text)
    ? 'catalogue'
    : 'outside';
}
