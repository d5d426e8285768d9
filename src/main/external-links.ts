import { fail, ok } from '../shared/result.ts';
import type { Result } from '../shared/result.ts';
import type { OpenExternalFailure } from '../shared/bridge.ts';
import { EXTERNAL_LINK_HOSTS } from '../shared/external-links.ts';

/**
 * The one place that says which hosts the app may open in the system browser (https only,
 * default port, exact host match). Issue 3 adds the bank and identity-provider hosts here.
 */
export const EXTERNAL_HOSTS: readonly string[] = [
  'vertaislaina.fi',
  ...EXTERNAL_LINK_HOSTS,
  // Bank / identity / data-provider hosts (issue 3) go here.
];

const MAX_URL_LENGTH = 2048;
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
const LOOPBACK_ORIGIN = /^http:\/\/127\.0\.0\.1:\d{1,5}$/;

export interface ExternalLinkPolicy {
  /** Returns the normalised URL to open, or why it is refused. */
  check(raw: unknown): Result<string, OpenExternalFailure>;
  /** Allows an `http://127.0.0.1:<port>` origin (the embedded sandbox) while it runs. */
  allowLoopbackOrigin(origin: string): () => void;
}

export function createExternalLinkPolicy(
  hosts: readonly string[] = EXTERNAL_HOSTS,
): ExternalLinkPolicy {
  const allowedHosts = new Set(hosts.map((h) => h.toLowerCase()));
  const loopbackOrigins = new Set<string>();

  return {
    check(raw) {
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL_LENGTH) {
        return fail('invalid');
      }
      if (UNSAFE_CHARACTERS.test(raw)) return fail('invalid');
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return fail('invalid');
      }
      if (url.username !== '' || url.password !== '') return fail('not-allowed');
      if (url.protocol === 'https:') {
        if (url.port !== '' || !allowedHosts.has(url.hostname)) return fail('not-allowed');
        return ok(url.href);
      }
      if (url.protocol === 'http:' && loopbackOrigins.has(url.origin)) return ok(url.href);
      return fail('not-allowed');
    },
    allowLoopbackOrigin(origin) {
      if (!LOOPBACK_ORIGIN.test(origin)) throw new Error(`Not a loopback origin: ${origin}`);
      loopbackOrigins.add(origin);
      return () => loopbackOrigins.delete(origin);
    },
  };
}

/** `app.openExternal`: checks the policy, then hands the normalised URL to the opener. */
export async function openExternalChecked(
  policy: ExternalLinkPolicy,
  opener: (url: string) => Promise<void>,
  raw: unknown,
): Promise<Result<void, OpenExternalFailure>> {
  const checked = policy.check(raw);
  if (!checked.ok) return checked;
  try {
    await opener(checked.value);
    return ok(undefined);
  } catch {
    return fail('invalid', 'The system could not open the link.');
  }
}
