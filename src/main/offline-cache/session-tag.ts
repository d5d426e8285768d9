import { createHash } from 'node:crypto';
import type { Tokens } from '../vault/types.ts';

/**
 * A tag of the signed-in session, to bind the kept views to it: a SHA-256 digest of its token
 * (the marketplace's, else the legacy one), never the token itself; null while nobody is signed
 * in. Another user's session, or the same user's next one, has another tag.
 */
export function sessionTag(tokens: Tokens): string | null {
  const token = tokens.token ?? tokens.legacy?.token ?? null;
  if (token === null) return null;
  return createHash('sha256').update(`vertaislaina.offline-view\n${token}`).digest('base64url');
}
