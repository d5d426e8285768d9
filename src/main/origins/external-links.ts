import { fail, ok } from '#shared/result.ts';
import type { Result } from '#shared/result.ts';
import type { OpenExternalFailure } from '#shared/bridge.ts';
import { EXTERNAL_LINK_HOSTS } from '#shared/external-links.ts';

/**
 * The one place that says which sites the app may open in the system browser. Everything is
 * https on the default port, without credentials in the URL. Two lists:
 * - EXTERNAL_HOSTS: the app's own pages, exact host match;
 * - PROVIDER_DOMAINS: the bank, identity and data providers, the registered domain and any
 *   subdomain of it (their login pages move between subdomains per customer and region).
 * Plus, while they are registered, http loopback origins (the embedded sandbox, or a local API
 * the user points the app at): their simulated provider pages live there.
 */
export const EXTERNAL_HOSTS: readonly string[] = ['vertaislaina.fi', ...EXTERNAL_LINK_HOSTS];

/**
 * Registered domains of the providers the API sends the user to. Suffix matching is on a label
 * boundary: `id.signicat.com` matches `signicat.com`, `evilsignicat.com` and
 * `signicat.com.evil.net` do not. Add a provider's registered domain, never a public suffix or a
 * shared hosting domain whose subdomains belong to other people.
 */
export const PROVIDER_DOMAINS: readonly string[] = [
  // Signicat: identity broker; the Onfido document check is started through it
  // (api/auth/signicat/redirect/onfido and its retry link).
  'signicat.com',
  // Telia Tunnistus: the bank login's redirect_url (POST api/auth/telia/redirect).
  'telia.fi',
  // Onfido: the identity document check pages.
  'onfido.com',
  'onfido.app',
  // Account information (AISP) providers for income checks.
  'tink.com',
  'kreditz.com',
  'neonomics.io',
];

const MAX_URL_LENGTH = 2048;
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
/** The loopback hosts an http API base URL may use (settings/secure-url.ts). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** A lower-case DNS name of two labels or more: letters, digits and inner hyphens. */
const DOMAIN_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export interface ExternalLinkPolicy {
  /** Returns the normalised URL to open, or why it is refused. */
  check(raw: unknown): Result<string, OpenExternalFailure>;
  /**
   * Allows an http loopback origin (`http://127.0.0.1:<port>`, `localhost` or `[::1]`: the
   * embedded sandbox, or a local API) until the returned function is called. Throws for
   * anything else.
   */
  allowLoopbackOrigin(origin: string): () => void;
}

/** Whether `origin` is exactly an http origin on a loopback host (as URL#origin writes it). */
export function isLoopbackHttpOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && url.origin === origin && LOOPBACK_HOSTS.has(url.hostname);
}

export function createExternalLinkPolicy(
  hosts: readonly string[] = EXTERNAL_HOSTS,
  providerDomains: readonly string[] = PROVIDER_DOMAINS,
): ExternalLinkPolicy {
  const allowedHosts = new Set(hosts.map((h) => h.toLowerCase()));
  const domains = providerDomains.map((d) => d.toLowerCase());
  for (const domain of domains) {
    if (!DOMAIN_NAME.test(domain)) throw new Error(`Not a domain name: ${domain}`);
  }
  // URL#hostname is lower-case and punycode; a name with an empty label or a trailing dot
  // never matches, nor does an IP address.
  const hostAllowed = (host: string): boolean =>
    allowedHosts.has(host) ||
    (domains.some((domain) => host === domain || host.endsWith(`.${domain}`)) &&
      DOMAIN_NAME.test(host));
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
        if (url.port !== '' || !hostAllowed(url.hostname)) return fail('not-allowed');
        return ok(url.href);
      }
      if (url.protocol === 'http:' && loopbackOrigins.has(url.origin)) return ok(url.href);
      return fail('not-allowed');
    },
    allowLoopbackOrigin(origin) {
      if (!isLoopbackHttpOrigin(origin)) throw new Error(`Not a loopback origin: ${origin}`);
      loopbackOrigins.add(origin);
      return () => loopbackOrigins.delete(origin);
    },
  };
}

/**
 * A configured API base URL on http loopback (a local sandbox from `npm run sandbox`, a local
 * gateway) serves its provider pages on its own origin: allow that origin for as long as the
 * app runs. Returns whether it was allowed; an https or remote API origin allows nothing.
 */
export function allowLoopbackApiOrigin(policy: ExternalLinkPolicy, apiOrigin: string): boolean {
  if (!isLoopbackHttpOrigin(apiOrigin)) return false;
  policy.allowLoopbackOrigin(apiOrigin);
  return true;
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
